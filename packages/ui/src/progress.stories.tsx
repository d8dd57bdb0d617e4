import type { Meta, StoryObj } from '@storybook/react-vite';

import { Progress } from './progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 60, 'aria-label': 'Rising Star: 60 of 100 points' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Partial: TStory = {};

export const Empty: TStory = { args: { value: 0 } };

export const BeyondTheMilestone: TStory = {
  args: { value: 140, 'aria-label': 'Rising Star: 140 of 100 points' },
};
