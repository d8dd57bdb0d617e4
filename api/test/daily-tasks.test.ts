import { ZCompleteTaskResponse, ZDailyTask, ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { describe, expect, it } from 'vitest';
import { CUSTOM_TASKS_PAID_PER_DAY, DAILY_TASK_POINTS } from '../src/domain/points-rules';
import { BUILT_IN_TASKS } from '../src/features/daily-tasks/built-in-tasks';

import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { activitiesOf, ledgerOf } from './support/user-rows';

const GRATITUDE = 'morning-gratitude-list';

describe.each(DATABASE_ENGINES)('daily tasks on %s', (engine) => {
  const api = useTestApp(engine);

  const newUser = () => api.newUser();

  describe('GET /api/daily-tasks', () => {
    it('lists the built-in tasks for every time of day, none completed', async () => {
      const user = await newUser();
      const answer = await api.request('/api/daily-tasks', { token: user.token });
      expect(answer.status).toBe(200);
      const tasks = ZDailyTaskList.parse(answer.body);
      expect(tasks).toHaveLength(BUILT_IN_TASKS.length);
      expect(new Set(tasks.map((task) => task.category))).toEqual(
        new Set(['morning', 'afternoon', 'evening', 'anytime']),
      );
      expect(tasks.every((task) => !task.completed && !task.isCustom && !task.completedAt)).toBe(
        true,
      );
    });

    it('answers 401 without a session', async () => {
      expect((await api.request('/api/daily-tasks')).status).toBe(401);
    });
  });

  describe('POST /api/daily-tasks', () => {
    it('creates a custom task with the form defaults and lists it after the built-in ones', async () => {
      const user = await newUser();
      const answer = await api.request('/api/daily-tasks', {
        token: user.token,
        json: { title: '  Read ten pages  ' },
      });
      expect(answer.status).toBe(201);
      const task = ZDailyTask.parse(answer.body);
      expect(task).toMatchObject({
        title: 'Read ten pages',
        description: null,
        category: 'anytime',
        duration: 15,
        difficulty: 'easy',
        points: 10,
        completed: false,
        completedAt: null,
        isCustom: true,
      });
      const list = ZDailyTaskList.parse(
        (await api.request('/api/daily-tasks', { token: user.token })).body,
      );
      expect(list.at(-1)).toEqual(task);
    });

    it('keeps every field the form sends, showing the points the task really pays', async () => {
      const user = await newUser();
      const json = {
        title: 'Cold shower',
        description: 'Two minutes, breathe slowly',
        category: 'morning',
        duration: 180,
        difficulty: 'hard',
        points: 100,
      };
      const answer = await api.request('/api/daily-tasks', { token: user.token, json });
      expect(answer.status).toBe(201);
      // A custom task pays at most the spec's 15 points, whatever its creator asked.
      expect(answer.body).toMatchObject({ ...json, points: 15, isCustom: true });
    });

    it.each([
      [{}, 'Title is required', 'title'],
      [{ title: '   ' }, 'Title is required', 'title'],
      [{ title: 'x', duration: 0 }, 'Duration must be between 1 and 180', 'duration'],
      [{ title: 'x', duration: 181 }, 'Duration must be between 1 and 180', 'duration'],
      [{ title: 'x', points: 101 }, 'Points must be between 1 and 100', 'points'],
      [{ title: 'x', points: 'ten' }, 'Points must be a number', 'points'],
      [
        { title: 'x', category: 'night' },
        'Category must be one of morning, afternoon, evening, anytime',
        'category',
      ],
      [
        { title: 'x', difficulty: 'epic' },
        'Difficulty must be one of easy, medium, hard',
        'difficulty',
      ],
    ])('answers 400 for %j', async (json, message, field) => {
      const user = await newUser();
      const answer = await api.request('/api/daily-tasks', { token: user.token, json });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message, field });
    });
  });

  describe('POST /api/daily-tasks/{taskId}/complete', () => {
    it("completes a built-in task once a day, paying the task's points to the ledger and track record", async () => {
      const user = await newUser();
      const task = BUILT_IN_TASKS.find((entry) => entry.id === GRATITUDE);
      const answer = await api.request(`/api/daily-tasks/${GRATITUDE}/complete`, {
        token: user.token,
        json: { reflection: 'Felt good' },
      });
      expect(answer.status).toBe(200);
      const completed = ZCompleteTaskResponse.parse(answer.body);
      expect(completed).toMatchObject({
        id: GRATITUDE,
        completed: true,
        pointsAwarded: task?.points,
      });

      const again = await api.request(`/api/daily-tasks/${GRATITUDE}/complete`, {
        token: user.token,
        json: {},
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'Task already completed today' });

      const list = ZDailyTaskList.parse(
        (await api.request('/api/daily-tasks', { token: user.token })).body,
      );
      expect(list.find((entry) => entry.id === GRATITUDE)).toMatchObject({
        completed: true,
        completedAt: completed.completedAt,
      });
      expect(list.filter((entry) => entry.completed)).toHaveLength(1);
      expect(await ledgerOf(api.knex, user.id)).toEqual([
        {
          source_key: expect.stringMatching(/^task:morning-gratitude-list:\d{4}-\d{2}-\d{2}$/),
          points: task?.points,
        },
      ]);
      expect(await activitiesOf(api.knex, user.id)).toEqual([
        { type: 'task', action: 'completed', title: task?.title, points: task?.points },
      ]);
    });

    it('completes without any body', async () => {
      const user = await newUser();
      const answer = await api.request(`/api/daily-tasks/${GRATITUDE}/complete`, {
        token: user.token,
        method: 'POST',
      });
      expect(answer.status).toBe(200);
    });

    it('pays 20 concurrent completions of one task exactly once', async () => {
      const user = await newUser();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api.request('/api/daily-tasks/evening-wins-journal/complete', {
            token: user.token,
            json: { reflection: '' },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect(await ledgerOf(api.knex, user.id)).toHaveLength(1);
      expect(await activitiesOf(api.knex, user.id)).toEqual([
        { type: 'task', action: 'completed', title: 'Evening wins journal', points: 10 },
      ]);
      const completions = await api.knex('task_completions').where({ user_id: user.id });
      expect(completions).toHaveLength(1);
      expect(completions[0]).toMatchObject({ points_awarded: 10 });
    });

    it(`pays a 100-point custom task only ${DAILY_TASK_POINTS}, for at most ${CUSTOM_TASKS_PAID_PER_DAY} custom tasks a day`, async () => {
      const user = await newUser();
      const ids: string[] = [];
      for (let index = 0; index <= CUSTOM_TASKS_PAID_PER_DAY; index += 1) {
        const created = await api.request('/api/daily-tasks', {
          token: user.token,
          json: { title: `Big task ${index}`, points: 100 },
        });
        ids.push(ZDailyTask.parse(created.body).id);
      }
      const paid = await Promise.all(
        ids.map(async (id) => {
          const answer = await api.request(`/api/daily-tasks/${id}/complete`, {
            token: user.token,
            json: {},
          });
          expect(answer.status).toBe(200);
          return ZCompleteTaskResponse.parse(answer.body).pointsAwarded;
        }),
      );
      expect(paid.filter((points) => points === DAILY_TASK_POINTS)).toHaveLength(
        CUSTOM_TASKS_PAID_PER_DAY,
      );
      expect(paid.filter((points) => points === 0)).toHaveLength(1);
      const ledger = await ledgerOf(api.knex, user.id);
      expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(
        DAILY_TASK_POINTS * CUSTOM_TASKS_PAID_PER_DAY,
      );
      // The unpaid completion still shows in the track record, with 0 points.
      expect(await activitiesOf(api.knex, user.id)).toHaveLength(ids.length);
    });

    it.each(['no-such-task', 'abc', '-1', '1;drop table', '00000000-0000-4000-8000-000000000000'])(
      'answers 404 for the unknown task %j',
      async (taskId) => {
        const user = await newUser();
        const answer = await api.request(
          `/api/daily-tasks/${encodeURIComponent(taskId)}/complete`,
          {
            token: user.token,
            json: {},
          },
        );
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: 'Task not found' });
      },
    );

    it('answers 400 for a reflection that is not text', async () => {
      const user = await newUser();
      const answer = await api.request(`/api/daily-tasks/${GRATITUDE}/complete`, {
        token: user.token,
        json: { reflection: 42 },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Reflection must be text', field: 'reflection' });
    });
  });
});
