import type { TAnalyticsResponse } from '@manifest/contracts/admin-analytics';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const NUMBER = new Intl.NumberFormat('en-US');

/** Cents as US dollars, en-US ('$1,234.56'). */
export const formatUsd = (cents: number) => USD.format(cents / 100);
export const formatCount = (count: number) => NUMBER.format(count);

type TEvent = TAnalyticsResponse['recentActivity'][number]['event'];

/** How each kind of recent activity reads, and its colour (spec 001 section 5). */
export const ACTIVITY_LOOK: Record<TEvent, { label: string; className: string }> = {
  subscription_created: {
    label: 'Subscription created',
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  trial_started: {
    label: 'Trial started',
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  },
  signup: {
    label: 'New signup',
    className: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  },
  payment: {
    label: 'Payment',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  cancellation: { label: 'Cancellation', className: 'bg-muted text-foreground' },
};

/** '+12.5%' or '-3.0%' from the contract's one-decimal figure. */
export const signedPercent = (percent: string) =>
  `${percent.startsWith('-') ? '' : '+'}${percent}%`;
