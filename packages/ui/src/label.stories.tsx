import type { Meta, StoryObj } from '@storybook/react-vite';

import { Checkbox } from './checkbox';
import { Label } from './label';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { children: 'First Name' },
} satisfies Meta<typeof Label>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};

export const ForCheckbox: TStory = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="remember" />
      <Label {...args} htmlFor="remember">
        Remember me
      </Label>
    </div>
  ),
};
