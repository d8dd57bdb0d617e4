import type {
  TAnalyticsPeriod,
  TAnalyticsResponse,
  TContentEngagementResponse,
  TRevenueResponse,
  TUsersResponse,
} from '@manifest/contracts/admin-analytics';
import type { Knex } from 'knex';
import { analyticsWindow, type AnalyticsWindow } from './analytics-window';
import { performanceFigures } from './performance-figures';

const TOP_PAGES = 10;
const RECENT_ACTIVITY = 20;

const int = (value: unknown) => Number(value ?? 0);

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;

/**
 * The admin dashboard's figures for a period ending now, from the product's own
 * records: page views per day (page-views), users and their trials, payments
 * (one row per charge) and practice. Every query is bounded by an index on its
 * time column or a per-day table, so a year over a large history stays fast.
 */
export function createAdminAnalyticsService({ knex, now }: { knex: Knex; now: () => Date }) {
  const windowOf = (period: TAnalyticsPeriod) => analyticsWindow(period, now());

  const revenueBetween = async (from: Date, to: Date) => {
    const row = await knex('payments')
      .where('paid_at', '>=', from)
      .andWhere('paid_at', '<', to)
      .first(
        knex.raw('coalesce(sum(amount_cents), 0) as total'),
        knex.raw(
          "coalesce(sum(amount_cents) filter (where kind = 'subscription'), 0) as subscriptions",
        ),
        knex.raw('count(distinct user_id) as payers'),
      );
    return {
      total: int(row?.total),
      subscriptions: int(row?.subscriptions),
      payers: int(row?.payers),
    };
  };

  /** Payments that were their user's first: trials that turned into money. */
  const firstPaymentsIn = async ({ from, to }: AnalyticsWindow) => {
    const row = await knex('payments')
      .where({ is_first: true })
      .andWhere('paid_at', '>=', from)
      .andWhere('paid_at', '<', to)
      .first(
        knex.raw('count(*) as conversions'),
        knex.raw('coalesce(sum(amount_cents), 0) as revenue'),
      );
    return { conversions: int(row?.conversions), revenue: int(row?.revenue) };
  };

  const countBetween = async (
    table: string,
    column: string,
    { from, to }: AnalyticsWindow,
    extra?: Record<string, unknown>,
  ) => {
    const row = await knex(table)
      .where(column, '>=', from)
      .andWhere(column, '<', to)
      .andWhere(extra ?? {})
      .first(knex.raw('count(*) as count'));
    return int(row?.count);
  };

  async function recentActivity({ from, to }: AnalyticsWindow) {
    const { rows } = await knex.raw<{
      rows: { event: string; revenue: number | null; at: Date }[];
    }>(
      // Each branch takes its newest rows by its time index; the union keeps the newest of all.
      `select * from (
         (select 'signup' as event, null::integer as revenue, created_at as at from users
           where created_at >= ? and created_at < ? order by created_at desc limit ${RECENT_ACTIVITY})
         union all
         (select 'trial_started', null, trial_started_at from users
           where trial_started_at >= ? and trial_started_at < ?
           order by trial_started_at desc limit ${RECENT_ACTIVITY})
         union all
         (select case when kind = 'subscription' and is_first then 'subscription_created' else 'payment' end,
                amount_cents, paid_at from payments
           where paid_at >= ? and paid_at < ? order by paid_at desc limit ${RECENT_ACTIVITY})
         union all
         (select 'cancellation', null, created_at from subscription_cancellations
           where created_at >= ? and created_at < ? order by created_at desc limit ${RECENT_ACTIVITY})
       ) activity order by at desc limit ${RECENT_ACTIVITY}`,
      [from, to, from, to, from, to, from, to],
    );
    return rows.map((row) => ({
      event: row.event as TAnalyticsResponse['recentActivity'][number]['event'],
      revenue: row.revenue === null ? null : int(row.revenue),
      timestamp: new Date(row.at).toISOString(),
    }));
  }

  async function daily(window: AnalyticsWindow) {
    const [revenueRows, signupRows] = await Promise.all([
      knex('payments')
        .where('paid_at', '>=', window.from)
        .andWhere('paid_at', '<', window.to)
        .groupByRaw('1')
        .select(
          knex.raw("to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day"),
          knex.raw('sum(amount_cents) as revenue'),
        ),
      knex('users')
        .where('created_at', '>=', window.from)
        .andWhere('created_at', '<', window.to)
        .groupByRaw('1')
        .select(
          knex.raw("to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day"),
          knex.raw('count(*) as signups'),
        ),
    ]);
    const revenue = new Map(
      revenueRows.map((row: { day: string; revenue: unknown }) => [row.day, int(row.revenue)]),
    );
    const signups = new Map(
      signupRows.map((row: { day: string; signups: unknown }) => [row.day, int(row.signups)]),
    );
    return window.days.map((day) => ({
      day,
      revenue: revenue.get(day) ?? 0,
      signups: signups.get(day) ?? 0,
    }));
  }

  return {
    async analytics(period: TAnalyticsPeriod): Promise<TAnalyticsResponse> {
      const window = windowOf(period);
      const firstDay = window.days[0] ?? '';
      const [views, visitors, topPages, activity, perDay] = await Promise.all([
        knex('page_view_days')
          .where('day', '>=', firstDay)
          .first(knex.raw('coalesce(sum(views), 0) as views')),
        knex('visitor_day_counts')
          .where('day', '>=', firstDay)
          .first(knex.raw('coalesce(sum(visitors), 0) as visitors')),
        knex('page_view_days')
          .where('day', '>=', firstDay)
          .groupBy('path')
          .orderByRaw('sum(views) desc, path')
          .limit(TOP_PAGES)
          .select('path', knex.raw('sum(views) as views')),
        recentActivity(window),
        daily(window),
      ]);
      return {
        pageViews: int(views?.views),
        uniqueVisitors: int(visitors?.visitors),
        topPages: topPages.map((row: { path: string; views: unknown }) => ({
          path: row.path,
          views: int(row.views),
        })),
        recentActivity: activity,
        daily: perDay,
      };
    },

    async revenue(period: TAnalyticsPeriod): Promise<TRevenueResponse> {
      const window = windowOf(period);
      const [current, previous, conversions] = await Promise.all([
        revenueBetween(window.from, window.to),
        revenueBetween(window.previousFrom, window.from),
        firstPaymentsIn(window),
      ]);
      return {
        total: current.total,
        previousPeriod: previous.total,
        subscriptions: current.subscriptions,
        trialConversions: conversions.revenue,
        arpu: Math.round(current.total / Math.max(current.payers, 1)),
      };
    },

    async users(period: TAnalyticsPeriod): Promise<TUsersResponse> {
      const window = windowOf(period);
      const at = now();
      const [totals, newSignups, trialsStarted, conversions] = await Promise.all([
        knex('users').first(
          knex.raw('count(*) as total'),
          knex.raw('count(*) filter (where has_paid) as paying'),
          knex.raw('count(*) filter (where not has_paid and trial_end_date > ?) as trialing', [at]),
        ),
        countBetween('users', 'created_at', window),
        countBetween('users', 'trial_started_at', window),
        firstPaymentsIn(window),
      ]);
      return {
        activeSubscribers: int(totals?.paying),
        trialUsers: int(totals?.trialing),
        trialConversions: conversions.conversions,
        totalTrials: trialsStarted,
        totalUsers: int(totals?.total),
        newSignups,
        trialsStarted,
      };
    },

    async content(period: TAnalyticsPeriod): Promise<TContentEngagementResponse> {
      const window = windowOf(period);
      const [tasksCompleted, meditationSessions, challengesCompleted] = await Promise.all([
        countBetween('task_completions', 'completed_at', window),
        countBetween('meditation_sessions', 'created_at', window),
        countBetween('challenge_history', 'completed_at', window, { status: 'completed' }),
      ]);
      return { tasksCompleted, meditationSessions, challengesCompleted };
    },

    /** The Performance tab: real-user web vitals and client errors (client-reports). */
    performance: (period: TAnalyticsPeriod) => performanceFigures(knex, windowOf(period)),
  };
}
