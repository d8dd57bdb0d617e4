import type { Meta, StoryObj } from '@storybook/react-vite';
import { SparklesIcon } from 'lucide-react';

import { Button } from './button';
import { EmptyState, ErrorState, LoadingState, TrialEndedState } from './page-states';

const meta = {
  title: 'Components/Page states',
  component: EmptyState,
  args: { title: 'No Tasks Yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Empty: TStory = {
  render: () => (
    <EmptyState
      icon={<SparklesIcon />}
      title="Start your manifestation journey today!"
      description="Complete a challenge to see it here."
      action={<Button>Take Your First Challenge</Button>}
    />
  ),
};

export const Loading: TStory = {
  render: () => <LoadingState label="Loading your daily tasks..." />,
};

export const Failed: TStory = {
  render: () => (
    <ErrorState
      title="Your progress could not be loaded"
      description="500: Internal server error"
      onRetry={() => undefined}
    />
  ),
};

export const TrialEnded: TStory = {
  render: () => <TrialEndedState />,
};
