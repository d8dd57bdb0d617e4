import { randomUUID } from 'node:crypto';
import { ZCompletedAffirmations } from '@manifest/contracts/affirmations';
import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { IDEMPOTENCY_KEY_HEADER } from '@manifest/contracts/offline-actions';
import { ZUserStats } from '@manifest/contracts/stats';
import { describe, expect, it } from 'vitest';
import {
  AFFIRMATION_POINTS,
  CUSTOM_TASKS_PAID_PER_DAY,
  DAILY_TASK_POINTS,
  MEDITATION_POINTS,
} from '../src/domain/points-rules';
import { fixtureMeditationCatalogue } from './support/meditation-fixture';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { TRIAL_RUNNING_THROUGHOUT } from './support/test-users';
import { ledgerOf, practiceRowCounts } from './support/user-rows';

// An action queued offline counts for the day it was done in the user's zone.
// Kiritimati is UTC+14: at NOW it is 12:00 on the 16th there, and 30 hours
// earlier was 06:00 on the 15th (still the 14th in UTC, where NOW is the 15th),
// so any day computed in UTC instead would land on another date.
const ZONE = 'Pacific/Kiritimati';
const NOW = new Date('2030-01-15T22:00:00Z');
const TODAY = '2030-01-16';
const YESTERDAY = '2030-01-15';
const TASK = 'evening-wins-journal';
const HOUR_MS = 60 * 60 * 1000;

const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS).toISOString();

describe.each(DATABASE_ENGINES)('actions done offline, counted for their day, on %s', (engine) => {
  const api = useTestApp(engine, {
    now: () => NOW,
    meditationCatalogue: fixtureMeditationCatalogue(),
  });

  const newUser = () => api.newUser({ timeZone: ZONE, sessionExpiresAt: TRIAL_RUNNING_THROUGHOUT });
  /** As the offline queue sends it: with its own key. */
  const send = (token: string, path: string, json: Record<string, unknown> = {}) =>
    api.request(path, { token, json, headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } });
  const completeTask = (token: string, taskId: string, json?: Record<string, unknown>) =>
    send(token, `/api/daily-tasks/${taskId}/complete`, json);
  const localDays = async (table: string, userId: string) =>
    (
      (await api
        .knex(table)
        .select(api.knex.raw('local_day::text as day'))
        .where({ user_id: userId })
        .orderBy('local_day')) as { day: string }[]
    ).map((row) => row.day);

  it("counts a task done 30 hours ago for yesterday in the user's zone, and it can be completed today", async () => {
    const user = await newUser();
    const doneAt = ago(30);
    const offline = await completeTask(user.token, TASK, { reflection: '', doneAt });
    expect(offline.status).toBe(200);
    expect(offline.body).toMatchObject({ completedAt: doneAt, pointsAwarded: 10 });
    const listed = ZDailyTaskList.parse(
      (await api.request('/api/daily-tasks', { token: user.token })).body,
    ).find((task) => task.id === TASK);
    expect(listed).toMatchObject({ completed: false, completedAt: null });

    const today = await completeTask(user.token, TASK);
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ completedAt: NOW.toISOString(), pointsAwarded: 10 });
    expect(await localDays('task_completions', user.id)).toEqual([YESTERDAY, TODAY]);
    expect(await localDays('activities', user.id)).toEqual([YESTERDAY, TODAY]);
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `task:${TASK}:${YESTERDAY}`, points: 10 },
      { source_key: `task:${TASK}:${TODAY}`, points: 10 },
    ]);
    const stats = ZUserStats.parse(
      (await api.request('/api/user/stats', { token: user.token })).body,
    );
    expect(stats).toMatchObject({ currentStreak: 2, tasksCompleted: 2, totalPoints: 20 });
  });

  it("applies the daily caps of the day it was done, not today's", async () => {
    const user = await newUser();
    const ids: string[] = [];
    for (let index = 0; index <= CUSTOM_TASKS_PAID_PER_DAY; index += 1) {
      const created = await api.request('/api/daily-tasks', {
        token: user.token,
        json: { title: `Habit ${index}`, points: DAILY_TASK_POINTS },
      });
      ids.push((created.body as { id: string }).id);
    }
    const last = ids.pop() as string;
    for (const id of ids) {
      expect((await completeTask(user.token, id)).body).toMatchObject({
        pointsAwarded: DAILY_TASK_POINTS,
      });
    }
    // Today's custom tasks are all paid; yesterday's are not.
    expect((await completeTask(user.token, last, { doneAt: ago(30) })).body).toMatchObject({
      pointsAwarded: DAILY_TASK_POINTS,
    });
    expect((await completeTask(user.token, last)).body).toMatchObject({ pointsAwarded: 0 });
  });

  it.each([
    [ago(49), 'doneAt must be within the last 48 hours'],
    [new Date(NOW.getTime() + 10 * 60_000).toISOString(), 'doneAt cannot be in the future'],
  ])('refuses a task or affirmation done at %s, writing nothing', async (doneAt, message) => {
    const user = await newUser();
    for (const path of [`/api/daily-tasks/${TASK}/complete`, '/api/affirmations/9/complete']) {
      const answer = await send(user.token, path, { doneAt });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message, field: 'doneAt' });
    }
    const written = Object.entries(await practiceRowCounts(api.knex, user.id));
    expect(written.filter(([, count]) => count > 0)).toEqual([]);
  });

  it('takes a time at most 2 minutes ahead (a device clock running fast) as now', async () => {
    const user = await newUser();
    const doneAt = new Date(NOW.getTime() + 60_000).toISOString();
    const answer = await completeTask(user.token, TASK, { doneAt });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ completedAt: NOW.toISOString() });
    expect(await localDays('task_completions', user.id)).toEqual([TODAY]);
  });

  it('counts an affirmation said 30 hours ago for yesterday; today it can be said again', async () => {
    const user = await newUser();
    const doneAt = ago(30);
    const offline = await send(user.token, '/api/affirmations/9/complete', { doneAt });
    expect(offline.status).toBe(200);
    // The answer lists today's, as completed-today does.
    expect(offline.body).toEqual({
      affirmationId: 9,
      completedAt: doneAt,
      pointsAwarded: AFFIRMATION_POINTS,
      completedIds: [],
    });
    const completedToday = async () =>
      ZCompletedAffirmations.parse(
        (await api.request('/api/affirmations/completed-today', { token: user.token })).body,
      ).completedIds;
    expect(await completedToday()).toEqual([]);

    const today = await send(user.token, '/api/affirmations/9/complete');
    expect(today.body).toMatchObject({ pointsAwarded: AFFIRMATION_POINTS, completedIds: [9] });
    expect(await completedToday()).toEqual([9]);
    expect(await localDays('affirmation_completions', user.id)).toEqual([YESTERDAY, TODAY]);
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `affirmation:9:${YESTERDAY}`, points: AFFIRMATION_POINTS },
      { source_key: `affirmation:9:${TODAY}`, points: AFFIRMATION_POINTS },
    ]);
  });

  it('counts a meditation for the day it started, within the last 48 hours', async () => {
    const user = await newUser();
    const start = (startedAt: string) =>
      send(user.token, '/api/meditations/start', { meditationId: 'abundance-flow', startedAt });

    const offline = await start(ago(30));
    expect(offline.status).toBe(201);
    expect(offline.body).toMatchObject({ startedAt: ago(30), pointsAwarded: MEDITATION_POINTS });
    const today = await start(NOW.toISOString());
    expect(today.body).toMatchObject({ pointsAwarded: MEDITATION_POINTS });
    expect(await localDays('activities', user.id)).toEqual([YESTERDAY, TODAY]);
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `meditation:abundance-flow:${YESTERDAY}`, points: MEDITATION_POINTS },
      { source_key: `meditation:abundance-flow:${TODAY}`, points: MEDITATION_POINTS },
    ]);

    for (const [startedAt, message] of [
      [ago(49), 'Start time must be within the last 48 hours'],
      [new Date(NOW.getTime() + 10 * 60_000).toISOString(), 'Start time cannot be in the future'],
    ] as const) {
      const refused = await start(startedAt);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message, field: 'startedAt' });
    }
    expect(await api.knex('meditation_sessions').where({ user_id: user.id })).toHaveLength(2);
  });
});
