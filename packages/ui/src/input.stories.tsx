import type { Meta, StoryObj } from '@storybook/react-vite';

import { Input } from './input';
import { Label } from './label';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'At least 6 characters', type: 'password' },
} satisfies Meta<typeof Input>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};

export const WithLabel: TStory = {
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor="email">Email Address</Label>
      <Input {...args} id="email" type="email" placeholder="you@example.com" />
    </div>
  ),
};

export const Invalid: TStory = {
  args: { 'aria-invalid': true, defaultValue: 'abc' },
};

export const Disabled: TStory = {
  args: { disabled: true, defaultValue: 'Creating Your Account...' },
};
