import type { Meta, StoryObj } from '@storybook/react-vite';

import { Textarea } from './textarea';

const meta = { title: 'Components/Textarea', component: Textarea } satisfies Meta<typeof Textarea>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Notes: TStory = {
  args: { 'aria-label': 'Notes', placeholder: 'What did you notice today?', rows: 4 },
};
