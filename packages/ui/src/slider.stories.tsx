import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { Slider } from './slider';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { value: 40, label: 'Progress of Learn Spanish' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Controlled: TStory = {
  render: function ControlledSlider(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="space-y-2">
        <Slider {...args} value={value} onValueChange={setValue} />
        <p className="text-sm text-muted-foreground">{value}%</p>
      </div>
    );
  },
};

export const Disabled: TStory = { args: { disabled: true } };
