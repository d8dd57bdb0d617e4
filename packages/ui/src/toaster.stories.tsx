import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from './button';
import { Toaster } from './toaster';
import { toast } from './use-toast';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component:
          'Raise toasts from anywhere with toast(); one is visible at a time, F8 focuses them.',
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Playground: TStory = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Button
        onClick={() =>
          toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account' })
        }
      >
        Success toast
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({
            title: 'Connection Error',
            description: 'Unable to connect to server. Please try again.',
            variant: 'destructive',
          })
        }
      >
        Failure toast
      </Button>
      <Toaster />
    </div>
  ),
};
