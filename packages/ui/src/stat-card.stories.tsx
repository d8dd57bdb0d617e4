import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame, Star, Trophy } from 'lucide-react';

import { StatCard, StatCardSkeleton } from './stat-card';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: {
    label: 'Total Points',
    icon: <Star />,
    tone: 'success',
    value: 120,
    footer: 'From completed challenges',
  },
  argTypes: {
    tone: { control: 'select', options: ['primary', 'success', 'calm', 'streak', 'accent'] },
  },
  decorators: [
    (Story) => (
      <div className="w-44">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};

/** The dashboard's look: a glow of the tone behind the icon, a unit after the figure. */
export const WithGlowAndUnit: TStory = {
  args: {
    label: 'Current Streak',
    icon: <Flame />,
    tone: 'streak',
    value: 12,
    unit: 'days',
    footer: 'Best: 21 days',
    hasGlow: true,
  },
};

/** A summary row as the pages lay it out: two across on a phone. */
export const SummaryRow: TStory = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div className="grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-3">
      <StatCard
        label="Challenges Completed"
        icon={<Trophy />}
        tone="primary"
        value={
          <>
            3<span className="text-base font-medium text-muted-foreground">/10</span>
          </>
        }
        footer="Challenges you have finished"
      />
      <StatCard
        label="Total Points"
        icon={<Star />}
        tone="success"
        value={120}
        footer="From completed challenges"
      />
      <StatCardSkeleton label="Success Rate" footerLines={1} className="col-span-2 sm:col-span-1" />
    </div>
  ),
};

export const Loading: TStory = { render: () => <StatCardSkeleton label="Total Points" /> };
