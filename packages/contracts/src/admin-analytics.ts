import { z } from 'zod';
import { BODY_MUST_BE_OBJECT } from './text';

// The admin analytics dashboard (spec 001 sections 2, 3, 7 and 9).

export const ANALYTICS_PERIODS = ['24h', '7d', '30d', '90d', '1y'] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: TAnalyticsPeriod = '7d';

/** How long each period lasts, in hours. */
export const PERIOD_HOURS: Record<TAnalyticsPeriod, number> = {
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
  '90d': 90 * 24,
  '1y': 365 * 24,
};

/** `?period=`: one of the five, 400 otherwise. */
export const ZAnalyticsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS, {
    error: `period must be one of ${ANALYTICS_PERIODS.join(', ')}`,
  }),
});

export const ADMIN_ONLY_MESSAGE = 'Admin access required';

/** Kinds of recent activity (spec 001 section 5: coloured by kind). */
export const ACTIVITY_EVENTS = [
  'signup',
  'trial_started',
  'subscription_created',
  'payment',
  'cancellation',
] as const;

const count = z.number().int().nonnegative();
/** Money on the wire is in cents (USD). */
const cents = z.number().int().nonnegative();

/** `GET /api/admin/analytics`. */
export const ZAnalyticsResponse = z.object({
  pageViews: count,
  uniqueVisitors: count,
  topPages: z.array(z.object({ path: z.string(), views: count })),
  recentActivity: z.array(
    z.object({
      event: z.enum(ACTIVITY_EVENTS),
      /** Cents, for an event that brought money. */
      revenue: cents.nullable(),
      timestamp: z.iso.datetime({ offset: true }),
    }),
  ),
  /** Per UTC day of the period, oldest first: the charts. */
  daily: z.array(z.object({ day: z.iso.date(), revenue: cents, signups: count })),
});
export type TAnalyticsResponse = z.infer<typeof ZAnalyticsResponse>;

/** `GET /api/admin/revenue`, in cents. */
export const ZRevenueResponse = z.object({
  total: cents,
  previousPeriod: cents,
  /** From subscription invoices. */
  subscriptions: cents,
  /** From the first payment of people whose trial converted in the period. */
  trialConversions: cents,
  /** Average revenue per paying user in the period. */
  arpu: cents,
});
export type TRevenueResponse = z.infer<typeof ZRevenueResponse>;

/** `GET /api/admin/users`. */
export const ZUsersResponse = z.object({
  /** Now: paying for access. */
  activeSubscribers: count,
  /** Now: in a trial that has not ended. */
  trialUsers: count,
  /** People whose first payment fell in the period. */
  trialConversions: count,
  /** Trials started in the period (the Trial to Paid denominator). */
  totalTrials: count,
  totalUsers: count,
  newSignups: count,
  trialsStarted: count,
});
export type TUsersResponse = z.infer<typeof ZUsersResponse>;

/** `GET /api/admin/content`: practice in the period. */
export const ZContentEngagementResponse = z.object({
  tasksCompleted: count,
  meditationSessions: count,
  challengesCompleted: count,
});
export type TContentEngagementResponse = z.infer<typeof ZContentEngagementResponse>;

/** `POST /api/analytics/page-view`: a route the shell showed (no query, no fragment). */
export const ZPageViewRequest = z.object(
  {
    path: z
      .string({ error: 'Path must be text' })
      .regex(/^\/[^?#\s]{0,199}$/, { error: 'Path must be a site path like /blog' }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TPageViewRequest = z.input<typeof ZPageViewRequest>;

/** Trial to Paid, in percent: conversions ÷ max(total trials, 1), one decimal (spec 001 section 9). */
export function trialToPaidPercent(conversions: number, totalTrials: number): string {
  return ((conversions / Math.max(totalTrials, 1)) * 100).toFixed(1);
}

/** Percent change against the previous period, one decimal; 0 when there was nothing before. */
export function percentChange(current: number, previous: number): string {
  if (previous === 0) return '0.0';
  return (((current - previous) / previous) * 100).toFixed(1);
}
