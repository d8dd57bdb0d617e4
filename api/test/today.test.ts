import { AFFIRMATION_CATEGORIES, type TAffirmation } from '@manifest/contracts/catalogue';
import { ZToday, type TToday } from '@manifest/contracts/today';
import { TRIAL_ENDED_MESSAGE } from '@manifest/contracts/trial';
import { describe, expect, it } from 'vitest';
import { createStatsService } from '../src/features/stats/stats-service';
import { createTodayService } from '../src/features/today/today-service';
import { fixtureMeditationCatalogue } from './support/meditation-fixture';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const FAR_AHEAD = new Date('2100-01-01T00:00:00Z');

/** The 42 built-in affirmations as the CMS lists them: 7 per category, words saying which. */
const AFFIRMATIONS: TAffirmation[] = AFFIRMATION_CATEGORIES.flatMap((category, index) =>
  Array.from({ length: 7 }, (_, offset) => {
    const id = index * 7 + offset + 1;
    return { id, category, text: `Affirmation ${id} (${category})` };
  }),
);

describe.each(DATABASE_ENGINES)('Today on %s', (engine) => {
  let clock = new Date('2030-03-20T15:00:00Z');
  const api = useTestApp(engine, {
    now: () => clock,
    meditationCatalogue: fixtureMeditationCatalogue(),
    affirmationList: async () => AFFIRMATIONS,
  });

  const newUser = (timeZone: string | null = 'America/New_York') =>
    api.newUser({ timeZone, sessionExpiresAt: FAR_AHEAD });

  const today = async (token: string): Promise<TToday> => {
    const answer = await api.request('/api/today', { token });
    expect(answer.status, answer.text).toBe(200);
    return ZToday.parse(answer.body);
  };

  const itemOf = (day: TToday, id: string) => {
    const item = day.items.find((each) => each.id === id);
    if (!item) throw new Error(`no item ${id} in ${day.items.map((each) => each.id).join(', ')}`);
    return item;
  };

  const post = async (token: string, path: string, json: unknown = {}) => {
    const answer = await api.request(path, { token, json });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  it('answers 401 without a session and 402 once the trial has ended unpaid', async () => {
    expect((await api.request('/api/today')).status).toBe(401);
    const ended = await api.newUser({
      trialEndDate: new Date(clock.getTime() - DAY_MS),
      sessionExpiresAt: FAR_AHEAD,
    });
    const answer = await api.request('/api/today', { token: ended.token });
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ message: TRIAL_ENDED_MESSAGE });
  });

  it('gives a person without a plan the default plan, nothing done yet', async () => {
    clock = new Date('2030-03-20T15:00:00Z'); // 11:00 in New York
    const user = await newUser();
    const day = await today(user.token);

    expect(day).toMatchObject({
      date: '2030-03-20',
      timeZone: 'America/New_York',
      done: 0,
      total: 6,
      streak: { days: 0, freezesBanked: 0 },
    });
    expect(day.items.map((item) => item.id.replace(/:\d+$/, ':N'))).toEqual([
      'task:morning-gratitude-list',
      'task:afternoon-breathing-reset',
      'task:evening-wins-journal',
      'affirmation:N',
      'meditation:morning-energy',
      'goal:new',
    ]);
    expect(day.items.every((item) => !item.completed && item.completedAt === null)).toBe(true);

    // The affirmation of the day, from any category, with its words.
    const affirmation = day.items[3];
    const action = affirmation?.action;
    if (action?.type !== 'complete-affirmation') throw new Error('no affirmation');
    const picked = AFFIRMATIONS.find((each) => each.id === action.affirmationId);
    expect(affirmation?.detail).toBe(picked?.text);
    // The default meditation is not in this catalogue: it is named plainly.
    expect(itemOf(day, 'meditation:morning-energy')).toMatchObject({
      title: 'Take a few minutes to meditate',
      action: { type: 'open', path: '/meditations' },
    });

    // A manifestation goal becomes the goal item.
    const goal = (await api.request('/api/goals', {
      token: user.token,
      json: { title: 'Open a small bakery', category: 'manifestation' },
    })) as { status: number; body: { id: string } };
    expect(goal.status).toBe(201);
    const withGoal = await today(user.token);
    expect(withGoal.items.at(-1)).toMatchObject({
      id: `goal:${goal.body.id}`,
      title: "Update your goal's progress",
      detail: 'Open a small bakery · 0%',
      completed: true,
    });
  });

  it('lists a stored starter plan, and the person’s own tasks after its tasks', async () => {
    clock = new Date('2030-03-20T15:00:00Z');
    const user = await newUser();
    const goal = (await api.request('/api/goals', {
      token: user.token,
      json: { title: 'Run the Lisbon marathon', progress: 20 },
    })) as { body: { id: string } };
    await api.request('/api/daily-tasks', {
      token: user.token,
      json: { title: 'Call my sister', category: 'evening', duration: 20, points: 40 },
    });
    await api.knex('user_plans').insert({
      user_id: user.id,
      answers: JSON.stringify({
        areas: ['health'],
        practiceTime: 'evening',
        reminderTime: '19:30',
        mainGoal: 'Run the Lisbon marathon',
      }),
      plan: JSON.stringify({
        taskIds: ['evening-let-go', 'evening-digital-sunset'],
        affirmationCategory: 'health',
        meditationSlug: 'stress-release',
        goalId: goal.body.id,
      }),
      first_run_done_at: clock,
    });

    clock = new Date(clock.getTime() + DAY_MS); // the next day: the goal was not touched yet
    const day = await today(user.token);
    expect(day.date).toBe('2030-03-21');
    expect(day.items.map((item) => [item.kind, item.title, item.detail, item.points])).toEqual([
      ['task', 'Let go of the day', 'Evening · 5 min', 10],
      ['task', 'Digital sunset', 'Evening · 60 min', 25],
      ['task', 'Call my sister', 'Evening · 20 min', 15],
      ['affirmation', "Say today's affirmation", expect.stringMatching(/\(health\)$/), 10],
      ['meditation', 'Meditate: Stress Release', '9 min', 30],
      ['goal', "Update your goal's progress", 'Run the Lisbon marathon · 20%', null],
    ]);
    expect(itemOf(day, `goal:${goal.body.id}`).completed).toBe(false);

    // Moving the goal today marks its step done.
    clock = new Date(clock.getTime() + HOUR_MS);
    const moved = await api.request(`/api/goals/${goal.body.id}`, {
      token: user.token,
      method: 'PUT',
      json: { progress: 35 },
    });
    expect(moved.status).toBe(200);
    expect(itemOf(await today(user.token), `goal:${goal.body.id}`)).toMatchObject({
      completed: true,
      completedAt: clock.toISOString(),
      detail: 'Run the Lisbon marathon · 35%',
    });
  });

  it('falls back to the default plan when the stored one cannot be read', async () => {
    const user = await newUser();
    await api.knex('user_plans').insert({
      user_id: user.id,
      plan: JSON.stringify({ taskIds: 'not a list' }),
    });
    const day = await today(user.token);
    expect(day.items.slice(0, 3).map((item) => item.id)).toEqual([
      'task:morning-gratitude-list',
      'task:afternoon-breathing-reset',
      'task:evening-wins-journal',
    ]);
  });

  it('flips each item as it is done through its own call, and the day is done', async () => {
    clock = new Date('2030-03-20T15:00:00Z');
    const user = await newUser();
    const service = createTodayService({
      knex: api.knex,
      now: () => clock,
      stats: createStatsService({ knex: api.knex, now: () => clock }),
      content: {
        affirmations: async () => AFFIRMATIONS,
        meditations: fixtureMeditationCatalogue(),
      },
    });
    expect(await service.isDayDone(user.id)).toBe(false);

    const before = await today(user.token);
    for (const item of before.items) {
      if (item.action.type === 'complete-task') {
        await post(user.token, `/api/daily-tasks/${item.action.taskId}/complete`);
      } else if (item.action.type === 'complete-affirmation') {
        await post(user.token, `/api/affirmations/${item.action.affirmationId}/complete`);
      }
    }
    const tapped = await today(user.token);
    expect(tapped.items.map((item) => [item.kind, item.completed])).toEqual([
      ['task', true],
      ['task', true],
      ['task', true],
      ['affirmation', true],
      ['meditation', false],
      ['goal', false],
    ]);
    expect(itemOf(tapped, 'task:morning-gratitude-list').completedAt).toBe(clock.toISOString());
    expect(tapped).toMatchObject({ done: 4, total: 6, streak: { days: 1 } });
    expect(await service.isDayDone(user.id)).toBe(false);

    // Another affirmation said on the practice page is not today's affirmation.
    const saidId = tapped.items[3]?.action;
    const otherId = saidId?.type === 'complete-affirmation' ? (saidId.affirmationId % 42) + 1 : 1;
    await post(user.token, `/api/affirmations/${otherId}/complete`);
    expect((await today(user.token)).done).toBe(4);

    // Any meditation done today, and the goal written today.
    await api.request('/api/meditations/start', {
      token: user.token,
      json: { meditationId: 'laser-focus', startedAt: clock.toISOString() },
    });
    await api.request('/api/goals', { token: user.token, json: { title: 'Write a novel' } });
    const done = await today(user.token);
    expect(done.items.every((item) => item.completed)).toBe(true);
    expect(done).toMatchObject({ done: 6, total: 6 });
    expect(await service.isDayDone(user.id)).toBe(true);

    // The practice reminder due now (11:00 in New York) is skipped: the day is done.
    const reminders = {
      practice: { enabled: true, time: '11:00' },
      goal: { enabled: false, time: '19:00' },
      quietHours: null,
    };
    const saved = await api.request('/api/user/reminders', {
      method: 'PUT',
      token: user.token,
      json: reminders,
    });
    expect(saved.status, saved.text).toBe(200);
    await api.services.reminderSender.sendDue();
    expect(
      await api.knex('reminder_deliveries').where({ user_id: user.id }).select('status', 'reason'),
    ).toEqual([{ status: 'skipped', reason: 'day-done' }]);
  });

  it('turns the day over at the person’s midnight in their zone', async () => {
    // 23:30 on 2030-01-15 in Auckland (UTC+13): still the 15th there, the 15th in UTC too.
    clock = new Date('2030-01-15T10:30:00Z');
    const user = await newUser('Pacific/Auckland');
    await post(user.token, '/api/daily-tasks/morning-gratitude-list/complete');
    await api.request('/api/meditations/start', {
      token: user.token,
      json: { meditationId: 'laser-focus', startedAt: clock.toISOString() },
    });
    const lateEvening = await today(user.token);
    expect(lateEvening.date).toBe('2030-01-15');
    expect(itemOf(lateEvening, 'task:morning-gratitude-list').completed).toBe(true);
    expect(lateEvening.items.find((item) => item.kind === 'meditation')?.completed).toBe(true);
    expect(lateEvening.done).toBe(2);

    // 00:30 the next local day (11:30 UTC, still the 15th in UTC): a fresh day.
    clock = new Date(clock.getTime() + HOUR_MS);
    const nextMorning = await today(user.token);
    expect(nextMorning.date).toBe('2030-01-16');
    expect(nextMorning.done).toBe(0);
    expect(nextMorning.items.every((item) => !item.completed)).toBe(true);
    // The streak carries over: yesterday was shown up.
    expect(nextMorning.streak.days).toBe(1);
  });

  it('keeps the day of a person in a zone behind UTC until their own midnight', async () => {
    // 23:30 on 2030-01-15 in Honolulu (UTC-10) is already the 16th in UTC.
    clock = new Date('2030-01-16T09:30:00Z');
    const user = await newUser('Pacific/Honolulu');
    await post(user.token, '/api/daily-tasks/evening-wins-journal/complete');
    await api.request('/api/meditations/start', {
      token: user.token,
      json: { meditationId: 'stress-release', startedAt: clock.toISOString() },
    });
    const day = await today(user.token);
    expect(day.date).toBe('2030-01-15');
    expect(itemOf(day, 'task:evening-wins-journal').completed).toBe(true);
    expect(day.items.find((item) => item.kind === 'meditation')?.completed).toBe(true);

    clock = new Date(clock.getTime() + HOUR_MS);
    const next = await today(user.token);
    expect(next.date).toBe('2030-01-16');
    expect(itemOf(next, 'task:evening-wins-journal').completed).toBe(false);
    expect(next.items.find((item) => item.kind === 'meditation')?.completed).toBe(false);
  });
});
