import type { Meta, StoryObj } from '@storybook/react-vite';

import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { open: true, duration: Infinity },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
        <ToastViewport />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Success: TStory = {
  render: (args) => (
    <Toast {...args}>
      <div className="grid gap-1">
        <ToastTitle>Welcome Back!</ToastTitle>
        <ToastDescription>Successfully signed in to your account</ToastDescription>
      </div>
      <ToastClose />
    </Toast>
  ),
};

export const Destructive: TStory = {
  args: { variant: 'destructive' },
  render: (args) => (
    <Toast {...args}>
      <div className="grid gap-1">
        <ToastTitle>Trial Expired</ToastTitle>
        <ToastDescription>
          Your 3-day trial has ended. Please complete payment to continue.
        </ToastDescription>
      </div>
      <ToastAction altText="Complete Payment">Complete Payment</ToastAction>
      <ToastClose />
    </Toast>
  ),
};
