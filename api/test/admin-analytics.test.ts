import {
  ADMIN_ONLY_MESSAGE,
  ANALYTICS_PERIODS,
  ZAnalyticsResponse,
  ZContentEngagementResponse,
  ZRevenueResponse,
  ZUsersResponse,
} from '@manifest/contracts/admin-analytics';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

// The admin dashboard's four calls on real PostgreSQL: admins only, every period,
// figures that match what happened (sign-ups, trials, payments, page views).

const ADMIN = 'boss@example.com';
const NOW = new Date('2031-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const CALLS = ['analytics', 'revenue', 'users', 'content', 'performance'] as const;

describe('admin analytics', () => {
  const api = useTestApp('postgres', { now: () => NOW, env: { ADMIN_EMAILS: ADMIN } });
  let adminToken: string | undefined;
  /** The admin's session (signed up and verified once for the suite: listed and proven). */
  const adminSession = async () => {
    if (adminToken) return adminToken;
    const { token } = await api.signUp({ email: ADMIN });
    await api.verifyEmail(ADMIN);
    adminToken = token;
    return token;
  };

  it('answers 401 without a session, 403 to anyone not an admin, 400 to an unknown period', async () => {
    const member = await api.signUp();
    const admin = { token: await adminSession() };
    for (const call of CALLS) {
      expect((await api.request(`/api/admin/${call}?period=7d`)).status).toBe(401);
      const refused = await api.request(`/api/admin/${call}?period=7d`, { token: member.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: ADMIN_ONLY_MESSAGE });
      const bad = await api.request(`/api/admin/${call}?period=2w`, { token: admin.token });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('period must be one of 24h, 7d, 30d, 90d, 1y');
      for (const period of ANALYTICS_PERIODS) {
        expect(
          (await api.request(`/api/admin/${call}?period=${period}`, { token: admin.token })).status,
        ).toBe(200);
      }
    }
  });

  it('counts what happened in each period, and the period before for revenue', async () => {
    const token = await adminSession();
    const read = async (call: string, period: string) =>
      (await api.request(`/api/admin/${call}?period=${period}`, { token })).body;
    const before = {
      users: ZUsersResponse.parse(await read('users', '7d')),
      week: ZRevenueResponse.parse(await read('revenue', '7d')),
    };

    // Two trials: one started 2 days ago that paid yesterday, one 20 days ago that paid 10 days ago.
    const recent = await api.newUser();
    const older = await api.newUser();
    await api
      .knex('users')
      .where({ id: recent.id })
      .update({ trial_started_at: daysAgo(2) });
    await api
      .knex('users')
      .where({ id: older.id })
      .update({ trial_started_at: daysAgo(20) });
    // As recordPayment marks them: each user's first charge is their conversion.
    await api.knex('payments').insert([
      {
        id: 'in_recent_1',
        user_id: recent.id,
        kind: 'subscription',
        amount_cents: 999,
        currency: 'usd',
        paid_at: daysAgo(1),
        is_first: true,
      },
      {
        id: 'in_older_1',
        user_id: older.id,
        kind: 'subscription',
        amount_cents: 999,
        currency: 'usd',
        paid_at: daysAgo(10),
        is_first: true,
      },
      {
        id: 'pi_older_2',
        user_id: older.id,
        kind: 'lifetime',
        amount_cents: 999,
        currency: 'usd',
        paid_at: daysAgo(3),
      },
    ]);

    const week = ZRevenueResponse.parse(await read('revenue', '7d'));
    expect(week.total - before.week.total).toBe(999 * 2);
    expect(week.subscriptions - before.week.subscriptions).toBe(999);
    expect(week.trialConversions - before.week.trialConversions).toBe(999);
    // The payment 10 days ago is in the week before.
    expect(week.previousPeriod - before.week.previousPeriod).toBe(999);

    const users = ZUsersResponse.parse(await read('users', '7d'));
    expect(users.trialsStarted - before.users.trialsStarted).toBe(1);
    expect(users.totalTrials).toBe(users.trialsStarted);
    expect(users.trialConversions - before.users.trialConversions).toBe(1);
    const month = ZUsersResponse.parse(await read('users', '30d'));
    expect(month.trialsStarted).toBeGreaterThanOrEqual(2);
    expect(month.trialConversions).toBeGreaterThanOrEqual(2);

    const analytics = ZAnalyticsResponse.parse(await read('analytics', '7d'));
    expect(
      analytics.recentActivity.slice(0, 3).map((event) => [event.event, event.revenue]),
    ).toEqual([
      ['subscription_created', 999],
      ['trial_started', null],
      ['payment', 999],
    ]);
    expect(analytics.daily).toHaveLength(8);
    expect(analytics.daily.at(-2)).toMatchObject({ revenue: 999 });

    const content = ZContentEngagementResponse.parse(await read('content', '24h'));
    expect(content).toEqual({ tasksCompleted: 0, meditationSessions: 0, challengesCompleted: 0 });
  });

  it('counts page views per path and visitors per day, without storing who they are', async () => {
    const view = (path: string, userAgent: string) =>
      api.request('/api/analytics/page-view', {
        json: { path },
        headers: { 'User-Agent': userAgent, 'X-Forwarded-For': '203.0.113.9' },
      });
    expect((await view('/blog', 'Browser A')).status).toBe(204);
    expect((await view('/blog', 'Browser A')).status).toBe(204);
    expect((await view('/pricing', 'Browser B')).status).toBe(204);
    const refused = await view('https://evil.example/', 'Browser B');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Path must be a site path like /blog');

    const token = await adminSession();
    const analytics = ZAnalyticsResponse.parse(
      (await api.request('/api/admin/analytics?period=24h', { token })).body,
    );
    expect(analytics.pageViews).toBe(3);
    expect(analytics.uniqueVisitors).toBe(2);
    expect(analytics.topPages).toEqual([
      { path: '/blog', views: 2 },
      { path: '/pricing', views: 1 },
    ]);
    const stored = JSON.stringify(await api.knex('visitor_days').select());
    expect(stored).not.toContain('203.0.113.9');
    expect(stored).not.toContain('Browser');
  });
});
