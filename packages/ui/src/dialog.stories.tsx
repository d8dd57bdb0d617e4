import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
} satisfies Meta<typeof Dialog>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Open achievements</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Achievement Dashboard</DialogTitle>
          <DialogDescription>Your points, badges and recent activity.</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Start completing activities to see your point history!
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const OpenWithoutCloseButton: TStory = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent hasCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Start Your Transformation</DialogTitle>
          <DialogDescription>Taking you to your dashboard...</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  ),
};
