import type { Meta, StoryObj } from '@storybook/react-vite';

import { Checkbox } from './checkbox';
import { Label } from './label';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { 'aria-label': 'Task done' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Unchecked: TStory = {};

export const Checked: TStory = {
  args: { defaultChecked: true },
};

export const Disabled: TStory = {
  args: { disabled: true, defaultChecked: true },
};

export const WithLabel: TStory = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} id="task" aria-label={undefined} />
      <Label htmlFor="task">Write three things you are grateful for</Label>
    </div>
  ),
};
