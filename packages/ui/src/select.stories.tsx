import type { Meta, StoryObj } from '@storybook/react-vite';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const meta = { title: 'Components/Select', component: Select } satisfies Meta<typeof Select>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Category: TStory = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Category" className="max-w-xs">
        <SelectValue placeholder="Choose a category" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="morning">Morning</SelectItem>
        <SelectItem value="afternoon">Afternoon</SelectItem>
        <SelectItem value="evening">Evening</SelectItem>
        <SelectItem value="anytime">Anytime</SelectItem>
      </SelectContent>
    </Select>
  ),
};
