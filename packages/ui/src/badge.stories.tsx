import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Earned' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'success', 'destructive', 'outline'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};

export const Variants: TStory = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args}>+25</Badge>
      <Badge {...args} variant="secondary">
        medium
      </Badge>
      <Badge {...args} variant="success">
        Earned
      </Badge>
      <Badge {...args} variant="destructive">
        Expired
      </Badge>
      <Badge {...args} variant="outline">
        hard
      </Badge>
    </div>
  ),
};
