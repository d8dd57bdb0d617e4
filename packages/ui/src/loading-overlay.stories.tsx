import type { Meta, StoryObj } from '@storybook/react-vite';

import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};

export const CustomText: TStory = {
  args: { text: 'Loading your account...' },
};
