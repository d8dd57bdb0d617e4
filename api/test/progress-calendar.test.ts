import {
  PROGRESS_CALENDAR_DEFAULT_DAYS,
  PROGRESS_CALENDAR_MAX_DAYS,
  ZProgressCalendar,
  type TProgressCalendar,
} from '@manifest/contracts/progress-calendar';
import { ZPointsResponse } from '@manifest/contracts/points';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time-zones';
import { payPoints } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// 15:00 UTC on 10 March 2026: 04:00 on the 11th in Auckland, 11:00 on the 10th in New York.
const NOW = new Date('2026-03-10T15:00:00Z');

describe.each(DATABASE_ENGINES)('GET /api/user/progress-calendar on %s', (engine) => {
  let now = NOW;
  const api = useTestApp(engine, { now: () => now });
  beforeEach(() => {
    now = NOW;
  });

  let keys = 0;
  const pay = (userId: string, points: number, at: string) => {
    keys += 1;
    return payPoints(api.knex, {
      userId,
      sourceKey: `vision:calendar-${keys}`,
      points,
      activity: {
        type: 'vision_board',
        action: 'created',
        title: 'Dream',
        completedAt: new Date(at),
      },
    });
  };
  const calendar = async (token: string, query = ''): Promise<TProgressCalendar> => {
    const answer = await api.request(`/api/user/progress-calendar${query}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return ZProgressCalendar.parse(answer.body);
  };

  it('lists the last 56 days by default, oldest first, today last, zeros included', async () => {
    const user = await api.newUser();
    const result = await calendar(user.token);
    expect(result.timeZone).toBe('UTC');
    expect(result.days).toHaveLength(PROGRESS_CALENDAR_DEFAULT_DAYS);
    expect(result.days[0]?.day).toBe(addDays('2026-03-10', -55));
    expect(result.days.at(-1)?.day).toBe('2026-03-10');
    expect(result.days.map((entry) => entry.day)).toEqual(
      Array.from({ length: 56 }, (_, index) => addDays('2026-03-10', index - 55)),
    );
    expect(result.days.every((entry) => entry.points === 0 && entry.activities === 0)).toBe(true);
  });

  it('answers exactly `days` days, from 1 to the maximum', async () => {
    const user = await api.newUser();
    expect((await calendar(user.token, '?days=1')).days).toEqual([
      { day: '2026-03-10', points: 0, activities: 0 },
    ]);
    const year = await calendar(user.token, `?days=${PROGRESS_CALENDAR_MAX_DAYS}`);
    expect(year.days).toHaveLength(PROGRESS_CALENDAR_MAX_DAYS);
    expect(year.days[0]?.day).toBe(addDays('2026-03-10', -(PROGRESS_CALENDAR_MAX_DAYS - 1)));
  });

  it('sums points and counts activities per day, for this user only, within the days asked', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    await pay(user.id, 20, '2026-03-08T09:00:00Z');
    await pay(user.id, 20, '2026-03-08T21:00:00Z');
    await pay(user.id, 20, '2026-03-10T14:59:00Z');
    await pay(user.id, 20, '2026-03-07T23:59:00Z'); // the day before ?days=3 starts
    await pay(other.id, 20, '2026-03-10T10:00:00Z');
    // Logged activities are in the track record: counted here, paying nothing.
    for (const completedAt of ['2026-03-09T10:00:00Z', '2026-03-08T12:00:00Z']) {
      const logged = await api.request('/api/activities', {
        token: user.token,
        json: { type: 'goal', action: 'created', title: 'Logged', completedAt },
      });
      expect(logged.status).toBe(201);
    }

    expect((await calendar(user.token, '?days=3')).days).toEqual([
      { day: '2026-03-08', points: 40, activities: 3 },
      { day: '2026-03-09', points: 0, activities: 1 },
      { day: '2026-03-10', points: 20, activities: 1 },
    ]);
  });

  it('cuts days at the user’s midnight: Auckland ahead of UTC, New York across spring-forward', async () => {
    const auckland = await api.newUser({ timeZone: 'Pacific/Auckland' });
    await pay(auckland.id, 20, '2026-03-10T10:59:00Z'); // 23:59 on 10 March (UTC+13)
    await pay(auckland.id, 20, '2026-03-10T11:00:00Z'); // 00:00 on 11 March
    const inAuckland = await calendar(auckland.token, '?days=2');
    expect(inAuckland).toEqual({
      timeZone: 'Pacific/Auckland',
      days: [
        { day: '2026-03-10', points: 20, activities: 1 },
        { day: '2026-03-11', points: 20, activities: 1 },
      ],
    });

    const newYork = await api.newUser({ timeZone: 'America/New_York' });
    await pay(newYork.id, 20, '2026-03-08T04:59:00Z'); // 23:59 EST on 7 March
    await pay(newYork.id, 20, '2026-03-08T05:00:00Z'); // 00:00 EST on 8 March
    await pay(newYork.id, 20, '2026-03-09T03:59:00Z'); // 23:59 EDT on 8 March (a 23-hour day)
    await pay(newYork.id, 20, '2026-03-09T04:00:00Z'); // 00:00 EDT on 9 March
    const inNewYork = await calendar(newYork.token, '?days=4');
    expect(inNewYork.days).toEqual([
      { day: '2026-03-07', points: 20, activities: 1 },
      { day: '2026-03-08', points: 40, activities: 2 },
      { day: '2026-03-09', points: 20, activities: 1 },
      { day: '2026-03-10', points: 0, activities: 0 },
    ]);
  });

  it('cuts days at Berlin midnight across fall-back', async () => {
    const berlin = await api.newUser({ timeZone: 'Europe/Berlin' });
    await pay(berlin.id, 20, '2026-10-24T21:59:00Z'); // 23:59 CEST on 24 October
    await pay(berlin.id, 20, '2026-10-24T22:00:00Z'); // 00:00 CEST on 25 October
    await pay(berlin.id, 20, '2026-10-25T22:59:00Z'); // 23:59 CET on 25 October (25 hours)
    await pay(berlin.id, 20, '2026-10-25T23:00:00Z'); // 00:00 CET on 26 October
    now = new Date('2026-10-26T12:00:00Z');
    expect((await calendar(berlin.token, '?days=3')).days).toEqual([
      { day: '2026-10-24', points: 20, activities: 1 },
      { day: '2026-10-25', points: 40, activities: 2 },
      { day: '2026-10-26', points: 20, activities: 1 },
    ]);
  });

  it('ends on today in the zone the browser sends; activities keep the day they were recorded on', async () => {
    const user = await api.newUser({ timeZone: 'UTC' });
    await pay(user.id, 20, '2026-03-10T11:30:00Z'); // 10 March in UTC, 00:30 on 11 March in Auckland
    const answer = await api.request('/api/user/progress-calendar?days=2', {
      token: user.token,
      headers: { 'X-Time-Zone': 'Pacific/Auckland' },
    });
    expect(ZProgressCalendar.parse(answer.body)).toEqual({
      timeZone: 'Pacific/Auckland',
      days: [
        { day: '2026-03-10', points: 20, activities: 1 },
        { day: '2026-03-11', points: 0, activities: 0 },
      ],
    });
  });

  it.each([
    '?days=0',
    `?days=${PROGRESS_CALENDAR_MAX_DAYS + 1}`,
    '?days=1.5',
    '?days=-3',
    '?days=abc',
    '?days=',
    '?days=1&days=2',
  ])('answers 400 naming days for %s', async (query) => {
    const user = await api.newUser();
    const answer = await api.request(`/api/user/progress-calendar${query}`, { token: user.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'days' });
  });

  it('answers 401 signed out or with an unknown token', async () => {
    expect((await api.request('/api/user/progress-calendar')).status).toBe(401);
    const unknown = await api.request('/api/user/progress-calendar', { token: 'unknown' });
    expect(unknown.status).toBe(401);
  });
});

// Badges are paid at the real time (the badge check takes no clock), so this suite runs unpinned.
describe.each(DATABASE_ENGINES)('progress calendar and badge rewards on %s', (engine) => {
  const api = useTestApp(engine);

  it('includes badge rewards, so the days add up to the points total', async () => {
    const user = await api.newUser();
    await payPoints(api.knex, {
      userId: user.id,
      sourceKey: 'goal:calendar',
      points: 25,
      activity: { type: 'goal', action: 'created', title: 'Goal' },
    });
    const badges = await api.request('/api/check-badges', { method: 'POST', token: user.token });
    expect(badges.body).toMatchObject({ newBadges: [{ type: 'first_goal', pointsAwarded: 50 }] });

    const result = await calendar(user.token);
    const points = ZPointsResponse.parse(
      (await api.request('/api/user/points', { token: user.token })).body,
    );
    const sum = (key: 'points' | 'activities') =>
      result.days.reduce((total, entry) => total + entry[key], 0);
    expect(sum('points')).toBe(75);
    expect(points.totalPoints).toBe(75);
    const ledger = (await api
      .knex('points_ledger')
      .where({ user_id: user.id })
      .sum({ total: 'points' })
      .first()) as { total: string | number };
    expect(Number(ledger.total)).toBe(75);
    // The goal and the badge are both in the track record.
    expect(sum('activities')).toBe(2);
    expect(result.days.at(-1)?.day).toBe(localDayOf(new Date(), 'UTC'));
  });

  async function calendar(token: string): Promise<TProgressCalendar> {
    const answer = await api.request('/api/user/progress-calendar', { token });
    expect(answer.status).toBe(200);
    return ZProgressCalendar.parse(answer.body);
  }
});
