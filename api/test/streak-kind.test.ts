import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/time-zones';
import { recordUncountedActivity } from '../src/features/points/points-service';
import { createStatsService } from '../src/features/stats/stats-service';
import { payPoints } from './support/points';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { createTestUser } from './support/test-users';

// Kind streaks through the real write path (awardPoints) and stats, with the
// clock pinned per read. Instants are UTC; comments give the user's local time.

describe.each(DATABASE_ENGINES)('kind streaks on %s', (engine) => {
  const db = useTestDatabase(engine);

  let keys = 0;
  /** A counted activity (a task completed) at an instant. */
  const showUp = (userId: string, at: string) => {
    keys += 1;
    return payPoints(db.knex, {
      userId,
      sourceKey: `task:kind-${keys}`,
      points: 10,
      activity: { type: 'task', action: 'completed', title: 'Task', completedAt: new Date(at) },
    });
  };
  /** One activity at 15:00 UTC on each of `count` days from `firstDay`. */
  const showUpAfternoons = async (userId: string, firstDay: string, count: number) => {
    for (let offset = 0; offset < count; offset += 1) {
      await showUp(userId, `${addDays(firstDay, offset)}T15:00:00Z`);
    }
  };
  const statsAt = (userId: string, now: string) =>
    createStatsService({ knex: db.knex, now: () => new Date(now) }).forUser(userId);
  const kindAt = async (userId: string, now: string) => {
    const { kindStreak, streakFreezesBanked } = await statsAt(userId, now);
    return { kindStreak, streakFreezesBanked };
  };

  describe('freezes', () => {
    it('keep a week with one missed day when one is banked, spent only on coming back', async () => {
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 7); // 1-7 March: the 7th day earns one
      expect(await kindAt(user.id, '2026-03-07T16:00:00Z')).toEqual({
        kindStreak: 7,
        streakFreezesBanked: 1,
      });
      // 8 March missed: on the 9th, before coming back, the streak still stands.
      expect(await kindAt(user.id, '2026-03-09T14:00:00Z')).toEqual({
        kindStreak: 7,
        streakFreezesBanked: 1,
      });
      await showUp(user.id, '2026-03-09T15:00:00Z');
      const stats = await statsAt(user.id, '2026-03-09T16:00:00Z');
      // The frozen day keeps the streak but does not add to it; the spec's streak restarts.
      expect(stats).toMatchObject({ kindStreak: 8, streakFreezesBanked: 0, currentStreak: 1 });
    });

    it('do not save a week with one missed day when none is banked', async () => {
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 3);
      // 4 March missed; on the 5th after noon, with nothing banked, the streak is gone.
      expect(await kindAt(user.id, '2026-03-05T13:00:00Z')).toEqual({
        kindStreak: 0,
        streakFreezesBanked: 0,
      });
      await showUpAfternoons(user.id, '2026-03-05', 3);
      expect(await statsAt(user.id, '2026-03-07T16:00:00Z')).toMatchObject({
        kindStreak: 3,
        currentStreak: 3,
        streakFreezesBanked: 0,
      });
    });

    it('do not bridge two missed days, and stay banked for the next streak', async () => {
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 14); // two banked
      // 15 March missed: still standing on the 16th...
      expect(await kindAt(user.id, '2026-03-16T20:00:00Z')).toEqual({
        kindStreak: 14,
        streakFreezesBanked: 2,
      });
      // ...and 16 March missed too: gone on the 17th, even before noon.
      expect(await kindAt(user.id, '2026-03-17T08:00:00Z')).toEqual({
        kindStreak: 0,
        streakFreezesBanked: 2,
      });
      await showUp(user.id, '2026-03-17T09:00:00Z');
      expect(await kindAt(user.id, '2026-03-17T10:00:00Z')).toEqual({
        kindStreak: 1,
        streakFreezesBanked: 2,
      });
    });

    it('bank at most two', async () => {
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 21); // the 21st day would be a third
      expect(await kindAt(user.id, '2026-03-21T16:00:00Z')).toEqual({
        kindStreak: 21,
        streakFreezesBanked: 2,
      });
      await showUp(user.id, '2026-03-23T15:00:00Z'); // 22 March missed
      expect(await kindAt(user.id, '2026-03-23T16:00:00Z')).toEqual({
        kindStreak: 22,
        streakFreezesBanked: 1,
      });
    });
  });

  describe('grace', () => {
    it('counts a missed yesterday for a first activity before local noon, not from noon', async () => {
      // New York in February is UTC-5: 11:59 there is 16:59 UTC, an afternoon in UTC.
      const early = await createTestUser(db.knex, { timeZone: 'America/New_York' });
      const noon = await createTestUser(db.knex, { timeZone: 'America/New_York' });
      for (const user of [early, noon]) await showUpAfternoons(user.id, '2026-02-01', 3);
      // 4 February missed.
      await showUp(early.id, '2026-02-05T16:59:00Z'); // 11:59 on the 5th
      await showUp(noon.id, '2026-02-05T17:00:00Z'); // 12:00 on the 5th
      const after = '2026-02-05T20:00:00Z';
      // Grace day and the activity's own day both count: 1-3, 4 (grace), 5.
      expect(await kindAt(early.id, after)).toEqual({ kindStreak: 5, streakFreezesBanked: 0 });
      expect(await kindAt(noon.id, after)).toEqual({ kindStreak: 1, streakFreezesBanked: 0 });
    });

    it('never fills two gaps in a row', async () => {
      const user = await createTestUser(db.knex);
      // Every other morning: 3 March fills 2 March, 5 March cannot fill 4 March.
      await showUp(user.id, '2026-03-01T15:00:00Z');
      await showUp(user.id, '2026-03-03T09:00:00Z');
      expect((await kindAt(user.id, '2026-03-03T10:00:00Z')).kindStreak).toBe(3);
      await showUp(user.id, '2026-03-05T09:00:00Z');
      expect((await kindAt(user.id, '2026-03-05T10:00:00Z')).kindStreak).toBe(1);
      // Two days running (5 and 6 March) make it available again: 8 March fills 7 March.
      await showUp(user.id, '2026-03-06T15:00:00Z');
      await showUp(user.id, '2026-03-08T09:00:00Z');
      expect((await kindAt(user.id, '2026-03-08T10:00:00Z')).kindStreak).toBe(4);
    });

    it('is used before a banked freeze', async () => {
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 7);
      await showUp(user.id, '2026-03-09T11:00:00Z'); // 8 March missed; 11:00 on the 9th
      expect(await kindAt(user.id, '2026-03-09T12:00:00Z')).toEqual({
        kindStreak: 9,
        streakFreezesBanked: 1,
      });
    });

    it('reads the history again when a day gets an earlier, morning first activity', async () => {
      // Recorded after an afternoon one of the same day (a zone change or a late write).
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 2);
      await showUp(user.id, '2026-03-04T15:00:00Z'); // 3 March missed
      expect((await kindAt(user.id, '2026-03-04T16:00:00Z')).kindStreak).toBe(1);
      await showUp(user.id, '2026-03-04T08:00:00Z');
      expect((await kindAt(user.id, '2026-03-04T16:00:00Z')).kindStreak).toBe(4);
    });
  });

  describe('midnight and daylight saving time', () => {
    it('uses Auckland midnight for days and mornings', async () => {
      // Auckland in March is UTC+13.
      const user = await createTestUser(db.knex, { timeZone: 'Pacific/Auckland' });
      await showUp(user.id, '2026-03-01T07:00:00Z'); // 20:00 on 1 March
      await showUp(user.id, '2026-03-02T10:55:00Z'); // 23:55 on 2 March
      // 3 March missed. 00:05 on 4 March (still 3 March in UTC) is a morning.
      await showUp(user.id, '2026-03-03T11:05:00Z');
      expect(await statsAt(user.id, '2026-03-03T11:30:00Z')).toMatchObject({
        kindStreak: 4,
        currentStreak: 1,
      });
      // 23:59 on 5 March: yesterday was shown up.
      expect((await kindAt(user.id, '2026-03-05T10:59:00Z')).kindStreak).toBe(4);
      // 00:01 on 6 March: 5 March missed, nothing banked, and grace just filled a day.
      expect((await kindAt(user.id, '2026-03-05T11:01:00Z')).kindStreak).toBe(0);
    });

    it('reads noon in New York daylight time after the spring-forward day', async () => {
      const early = await createTestUser(db.knex, { timeZone: 'America/New_York' });
      const late = await createTestUser(db.knex, { timeZone: 'America/New_York' });
      for (const user of [early, late]) {
        // 20:00 EST on 5, 6 and 7 March.
        for (const day of ['06', '07', '08']) await showUp(user.id, `2026-03-${day}T01:00:00Z`);
      }
      // 8 March, the 23-hour day, missed. On the 9th New York is UTC-4.
      await showUp(early.id, '2026-03-09T15:30:00Z'); // 11:30 EDT
      await showUp(late.id, '2026-03-09T16:30:00Z'); // 12:30 EDT (11:30 at the old offset)
      const evening = '2026-03-10T00:00:00Z'; // 20:00 EDT on 9 March
      expect((await kindAt(early.id, evening)).kindStreak).toBe(5);
      expect((await kindAt(late.id, evening)).kindStreak).toBe(1);
    });

    it('reads noon in Berlin winter time on and after the fall-back day', async () => {
      const early = await createTestUser(db.knex, { timeZone: 'Europe/Berlin' });
      const waiting = await createTestUser(db.knex, { timeZone: 'Europe/Berlin' });
      // 19:00 CEST on 21, 22 and 23 October; 24 October missed.
      for (const day of ['21', '22', '23']) await showUp(early.id, `2026-10-${day}T17:00:00Z`);
      // 11:30 CET on 25 October, the 25-hour day (12:30 at the summer offset).
      await showUp(early.id, '2026-10-25T10:30:00Z');
      expect((await kindAt(early.id, '2026-10-25T18:00:00Z')).kindStreak).toBe(5);

      // Shown up 22-24 October, 25 October missed: on the 26th the streak stands until noon CET.
      for (const day of ['22', '23', '24']) await showUp(waiting.id, `2026-10-${day}T17:00:00Z`);
      expect((await kindAt(waiting.id, '2026-10-26T10:59:00Z')).kindStreak).toBe(3); // 11:59 CET
      expect((await kindAt(waiting.id, '2026-10-26T11:00:00Z')).kindStreak).toBe(0); // 12:00 CET
    });
  });

  describe('what counts', () => {
    it('never counts what the browser logged', async () => {
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 2);
      await db.knex.transaction((trx) =>
        recordUncountedActivity(trx, {
          userId: user.id,
          activity: {
            type: 'task',
            action: 'completed',
            title: 'Logged',
            completedAt: new Date('2026-03-03T09:00:00Z'),
          },
        }),
      );
      await showUp(user.id, '2026-03-04T15:00:00Z');
      expect(await statsAt(user.id, '2026-03-04T16:00:00Z')).toMatchObject({
        kindStreak: 1,
        totalActivities: 4,
      });
    });

    it('rebuilds when an earlier day is filled in later', async () => {
      const user = await createTestUser(db.knex);
      await showUp(user.id, '2026-03-01T15:00:00Z');
      await showUp(user.id, '2026-03-04T15:00:00Z');
      expect((await kindAt(user.id, '2026-03-04T16:00:00Z')).kindStreak).toBe(1);
      await showUp(user.id, '2026-03-03T15:00:00Z'); // 2 March still missed, nothing banked
      expect((await kindAt(user.id, '2026-03-04T16:00:00Z')).kindStreak).toBe(2);
      await showUp(user.id, '2026-03-02T15:00:00Z');
      expect((await kindAt(user.id, '2026-03-04T16:00:00Z')).kindStreak).toBe(4);
    });

    it('computes a streak never stored (rows from before it was kept), then stores it', async () => {
      const user = await createTestUser(db.knex);
      await showUpAfternoons(user.id, '2026-03-01', 7);
      await showUp(user.id, '2026-03-09T15:00:00Z');
      const expected = { kindStreak: 8, streakFreezesBanked: 0 };
      expect(await kindAt(user.id, '2026-03-09T16:00:00Z')).toEqual(expected);

      await db.knex('user_progress').where({ user_id: user.id }).update({
        kind_run_end: null,
        kind_run_length: null,
        kind_freezes: 0,
        kind_grace_resting: false,
      });
      expect(await kindAt(user.id, '2026-03-09T16:00:00Z')).toEqual(expected);
      await showUp(user.id, '2026-03-10T15:00:00Z');
      const stored = await db.knex('user_progress').where({ user_id: user.id }).first();
      expect(stored).toMatchObject({ kind_run_length: 9, kind_freezes: 0 });
      expect((await kindAt(user.id, '2026-03-10T16:00:00Z')).kindStreak).toBe(9);
    });
  });
});
