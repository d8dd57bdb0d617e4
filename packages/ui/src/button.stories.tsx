import type { Meta, StoryObj } from '@storybook/react-vite';
import { SparklesIcon } from 'lucide-react';

import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Start Your Free Trial' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'],
    },
    size: { control: 'select', options: ['default', 'sm', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Primary: TStory = {};

export const Variants: TStory = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>Sign In to Continue</Button>
      <Button {...args} variant="secondary">
        Create Free Account
      </Button>
      <Button {...args} variant="outline">
        Back to Home
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="link">
        Forgot password?
      </Button>
      <Button {...args} variant="destructive">
        Complete Payment
      </Button>
    </div>
  ),
};

export const Sizes: TStory = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Manifest">
        <SparklesIcon />
      </Button>
    </div>
  ),
};

export const Busy: TStory = {
  args: { children: 'Signing In...', disabled: true },
};

export const AsLink: TStory = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="#signup">Get Started Now</a>
    </Button>
  ),
};
