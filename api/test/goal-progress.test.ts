import { ZCompleteTaskResponse, ZDailyTask, ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { GOAL_MILESTONES_MAX } from '@manifest/contracts/goal-milestones';
import { averageProgress, GOAL_TASK_STEP, totalProgress } from '@manifest/contracts/goal-progress';
import {
  ZGoal,
  ZGoalList,
  ZGoalWriteResponse,
  type TGoal,
  type TGoalWriteResponse,
} from '@manifest/contracts/goals';
import { ZUserStats } from '@manifest/contracts/stats';
import { ZCreateVisionItemResponse, ZVisionItemList } from '@manifest/contracts/vision-board';
import { describe, expect, it } from 'vitest';
import { GOAL_ACHIEVED_POINTS, GOAL_POINTS } from '../src/domain/points-rules';
import {
  PROGRESS_FOLLOWS_MILESTONES_MESSAGE,
  TOO_MANY_MILESTONES_MESSAGE,
} from '../src/features/goals/goals-service';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { activitiesOf, ledgerOf } from './support/user-rows';

// Issue 38, "Goals that move": the slider, milestones, "Mark achieved", a vision
// item made a goal, daily tasks that count toward a goal, and the two figures
// that follow them (Total Progress on the dashboard, Average Progress on the board).

describe.each(DATABASE_ENGINES)('goal progress on %s', (engine) => {
  const api = useTestApp(engine);

  const createGoal = async (token: string, json: unknown): Promise<TGoalWriteResponse> => {
    const answer = await api.request('/api/goals', { token, json });
    expect(answer.status).toBe(201);
    return ZGoalWriteResponse.parse(answer.body);
  };
  const goalsOf = async (token: string): Promise<TGoal[]> =>
    ZGoalList.parse((await api.request('/api/goals', { token })).body);
  const goalOf = async (token: string, id: string): Promise<TGoal> => {
    const goal = (await goalsOf(token)).find((entry) => entry.id === id);
    if (!goal) throw new Error(`goal ${id} is not listed`);
    return goal;
  };
  const put = (token: string, id: string, json: unknown) =>
    api.request(`/api/goals/${id}`, { method: 'PUT', token, json });
  const complete = (token: string, id: string) =>
    api.request(`/api/goals/${id}/complete`, { method: 'POST', token });
  const addMilestone = async (token: string, goalId: string, title: string) => {
    const answer = await api.request(`/api/goals/${goalId}/milestones`, {
      token,
      json: { title },
    });
    expect(answer.status).toBe(201);
    return ZGoal.parse(answer.body);
  };
  const patchMilestone = (token: string, goalId: string, id: string, json: unknown) =>
    api.request(`/api/goals/${goalId}/milestones/${id}`, { method: 'PATCH', token, json });
  const addTask = async (token: string, json: Record<string, unknown>) => {
    const answer = await api.request('/api/daily-tasks', { token, json });
    expect(answer.status).toBe(201);
    return ZDailyTask.parse(answer.body);
  };
  const completeTask = async (token: string, taskId: string) => {
    const answer = await api.request(`/api/daily-tasks/${taskId}/complete`, {
      method: 'POST',
      token,
    });
    expect(answer.status).toBe(200);
    return ZCompleteTaskResponse.parse(answer.body);
  };

  describe('PUT /api/goals/{id} progress', () => {
    it('takes every whole number from 0 to 100 as the slider value', async () => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Learn to sail' });
      for (const progress of [0, 1, 40, 99, 100]) {
        const answer = await put(user.token, goal.id, { progress });
        expect(answer.status).toBe(200);
        expect(ZGoalWriteResponse.parse(answer.body)).toMatchObject({
          progress,
          ownProgress: progress,
          isCompleted: false,
          pointsAwarded: 0,
        });
      }
      // 100 by the slider is not achieved: only "Mark achieved" is.
      expect(await goalOf(user.token, goal.id)).toMatchObject({
        progress: 100,
        isCompleted: false,
      });
    });

    it.each([
      [-1, 'Progress must be between 0 and 100'],
      [101, 'Progress must be between 0 and 100'],
      [12.5, 'Progress must be a whole number'],
      ['50', 'Progress must be a number'],
      [null, 'Progress must be a number'],
    ])('answers 400 naming progress for %j', async (progress, message) => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Learn to sail', progress: 20 });
      const answer = await put(user.token, goal.id, { progress });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message, field: 'progress' });
      expect((await goalOf(user.token, goal.id)).progress).toBe(20);
    });
  });

  describe('POST /api/goals/{id}/complete', () => {
    it('achieves the goal once and pays the goal points once, under 10 parallel requests', async () => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Run a half marathon', progress: 35 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => complete(user.token, goal.id)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const bodies = answers.map((answer) => ZGoalWriteResponse.parse(answer.body));
      expect(bodies.map((body) => body.pointsAwarded).sort((a, b) => b - a)).toEqual([
        GOAL_ACHIEVED_POINTS,
        ...Array.from({ length: 9 }, () => 0),
      ]);
      for (const body of bodies) {
        expect(body).toMatchObject({ isCompleted: true, status: 'completed', progress: 100 });
        expect(body.completedAt).toBe(bodies[0]?.completedAt);
      }

      // One ledger entry for creating, one for achieving; a later repeat pays nothing.
      expect(ZGoalWriteResponse.parse((await complete(user.token, goal.id)).body)).toMatchObject({
        isCompleted: true,
        pointsAwarded: 0,
      });
      expect(await ledgerOf(api.knex, user.id)).toEqual([
        { source_key: `goal-completed:${goal.id}`, points: GOAL_ACHIEVED_POINTS },
        { source_key: `goal:${goal.id}`, points: GOAL_POINTS },
      ]);
      const points = (await api.request('/api/user/points', { token: user.token })).body as {
        totalPoints: number;
      };
      expect(points.totalPoints).toBe(GOAL_POINTS + GOAL_ACHIEVED_POINTS);
    });

    it("writes the 'Goal Completed' activity the dashboard and track record show", async () => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Write the first chapter' });
      await complete(user.token, goal.id);
      expect(await activitiesOf(api.knex, user.id)).toEqual([
        { type: 'goal', action: 'created', title: 'Write the first chapter', points: GOAL_POINTS },
        {
          type: 'goal',
          action: 'completed',
          title: 'Write the first chapter',
          points: GOAL_ACHIEVED_POINTS,
        },
      ]);
      const stats = ZUserStats.parse(
        (await api.request('/api/user/stats', { token: user.token })).body,
      );
      expect(stats).toMatchObject({ goalsCompleted: 1, goalsCreated: 1 });
    });

    it("answers 404 for a goal that is not the person's", async () => {
      const owner = await api.newUser();
      const stranger = await api.newUser();
      const goal = await createGoal(owner.token, { title: 'Private goal' });
      for (const id of [goal.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
        const answer = await complete(stranger.token, id);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: 'Goal not found' });
      }
      expect((await goalOf(owner.token, goal.id)).isCompleted).toBe(false);
      expect(await ledgerOf(api.knex, stranger.id)).toEqual([]);
    });
  });

  describe('milestones', () => {
    it("drive the goal's progress while there are any; the slider counts again without them", async () => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Move to Lisbon', progress: 70 });
      let answer = await addMilestone(user.token, goal.id, 'Find a flat');
      expect(answer).toMatchObject({ progress: 0, ownProgress: 70 });
      for (const title of [
        'Learn Portuguese basics',
        'Ship the furniture',
        '  Open a bank account ',
      ])
        answer = await addMilestone(user.token, goal.id, title);
      expect(
        answer.milestones.map(({ title, done, position }) => ({ title, done, position })),
      ).toEqual([
        { title: 'Find a flat', done: false, position: 0 },
        { title: 'Learn Portuguese basics', done: false, position: 1 },
        { title: 'Ship the furniture', done: false, position: 2 },
        { title: 'Open a bank account', done: false, position: 3 },
      ]);
      const [first, second, third] = answer.milestones;
      if (!first || !second || !third) throw new Error('milestones missing');

      const check = async (id: string, done: boolean) => {
        const checked = await patchMilestone(user.token, goal.id, id, { done });
        expect(checked.status).toBe(200);
        return ZGoal.parse(checked.body);
      };
      expect((await check(first.id, true)).progress).toBe(25);
      const half = await check(second.id, true);
      expect(half.progress).toBe(50);
      expect(half.milestones[1]?.doneAt).not.toBeNull();
      expect((await check(second.id, true)).progress).toBe(50);
      expect((await check(first.id, false)).progress).toBe(25);

      // The slider is not what counts now: moving it answers 409 naming progress.
      const slider = await put(user.token, goal.id, { progress: 90 });
      expect(slider.status).toBe(409);
      expect(slider.body).toEqual({
        message: PROGRESS_FOLLOWS_MILESTONES_MESSAGE,
        field: 'progress',
      });

      const renamed = await patchMilestone(user.token, goal.id, third.id, { title: 'Ship boxes' });
      expect(ZGoal.parse(renamed.body).milestones[2]?.title).toBe('Ship boxes');

      let left = await goalOf(user.token, goal.id);
      for (const milestone of left.milestones) {
        const removed = await api.request(`/api/goals/${goal.id}/milestones/${milestone.id}`, {
          method: 'DELETE',
          token: user.token,
        });
        expect(removed.status).toBe(200);
        left = ZGoal.parse(removed.body);
      }
      expect(left).toMatchObject({ milestones: [], progress: 70, ownProgress: 70 });
    });

    it('refuses a blank title, a milestone too many, and other people', async () => {
      const user = await api.newUser();
      const stranger = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Plant a garden' });
      const blank = await api.request(`/api/goals/${goal.id}/milestones`, {
        token: user.token,
        json: { title: '   ' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ field: 'title' });
      const nothing = await patchMilestone(user.token, goal.id, goal.id, {});
      expect(nothing.status).toBe(400);

      for (let index = 0; index < GOAL_MILESTONES_MAX; index += 1)
        await addMilestone(user.token, goal.id, `Bed ${index + 1}`);
      const tooMany = await api.request(`/api/goals/${goal.id}/milestones`, {
        token: user.token,
        json: { title: 'One more' },
      });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body).toEqual({ message: TOO_MANY_MILESTONES_MESSAGE });

      const [milestone] = (await goalOf(user.token, goal.id)).milestones;
      if (!milestone) throw new Error('milestone missing');
      const theirs = await patchMilestone(stranger.token, goal.id, milestone.id, { done: true });
      expect(theirs.status).toBe(404);
      const otherGoal = await createGoal(user.token, { title: 'Another goal' });
      const wrongGoal = await patchMilestone(user.token, otherGoal.id, milestone.id, {
        done: true,
      });
      expect(wrongGoal.status).toBe(404);
      expect(wrongGoal.body).toEqual({ message: 'Milestone not found' });
    });
  });

  describe('a vision item becomes a goal', () => {
    it('keeps the title, description, category and picture, links both ways, and is made once', async () => {
      const user = await api.newUser();
      const created = await api.request('/api/vision-board', {
        token: user.token,
        json: {
          title: 'A cabin in the mountains',
          category: 'Home',
          description: 'Wood stove, big windows',
          imageUrl: 'https://images.example.com/cabin.jpg',
        },
      });
      const item = ZCreateVisionItemResponse.parse(created.body);
      expect(item.goalId).toBeNull();

      // A double tap: both answer the same goal, one of them made it.
      const answers = await Promise.all([
        api.request(`/api/vision-board/${item.id}/goal`, { method: 'POST', token: user.token }),
        api.request(`/api/vision-board/${item.id}/goal`, { method: 'POST', token: user.token }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      const [madeA, madeB] = answers.map((answer) => ZGoalWriteResponse.parse(answer.body));
      if (!madeA || !madeB) throw new Error('answers missing');
      expect(madeA.id).toBe(madeB.id);
      expect([madeA.pointsAwarded, madeB.pointsAwarded].sort()).toEqual([0, GOAL_POINTS]);
      expect(madeA).toMatchObject({
        title: 'A cabin in the mountains',
        description: 'Wood stove, big windows',
        category: 'Home',
        imageUrl: 'https://images.example.com/cabin.jpg',
        visionItemId: item.id,
        progress: 0,
        status: 'active',
      });
      const items = ZVisionItemList.parse(
        (await api.request('/api/vision-board', { token: user.token })).body,
      );
      expect(items).toMatchObject([{ id: item.id, goalId: madeA.id }]);
      expect(await goalsOf(user.token)).toHaveLength(1);

      // Deleting the item leaves the goal, unlinked.
      await api.request(`/api/vision-board/${item.id}`, { method: 'DELETE', token: user.token });
      expect(await goalOf(user.token, madeA.id)).toMatchObject({ visionItemId: null });
    });

    it("answers 404 for an item that is not the person's", async () => {
      const owner = await api.newUser();
      const stranger = await api.newUser();
      const created = await api.request('/api/vision-board', {
        token: owner.token,
        json: { title: 'Mine' },
      });
      const item = ZCreateVisionItemResponse.parse(created.body);
      for (const id of [item.id, 'nope']) {
        const answer = await api.request(`/api/vision-board/${id}/goal`, {
          method: 'POST',
          token: stranger.token,
        });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: 'Vision item not found' });
      }
      expect(await goalsOf(stranger.token)).toEqual([]);
    });
  });

  describe('daily tasks made for a goal', () => {
    it(`move the goal ${GOAL_TASK_STEP} points per completion, up to 100, never achieving it`, async () => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Speak Spanish', progress: 20 });
      const task = await addTask(user.token, { title: 'Ten minutes of Duolingo', goalId: goal.id });
      expect(task).toMatchObject({ goalId: goal.id, goalTitle: 'Speak Spanish', isCustom: true });
      const listed = ZDailyTaskList.parse(
        (await api.request('/api/daily-tasks', { token: user.token })).body,
      );
      expect(listed.find((entry) => entry.id === task.id)).toMatchObject({
        goalId: goal.id,
        goalTitle: 'Speak Spanish',
      });
      expect(
        listed.filter((entry) => !entry.isCustom).every((entry) => entry.goalId === null),
      ).toBe(true);

      const done = await completeTask(user.token, task.id);
      expect(done).toMatchObject({ completed: true, goalId: goal.id });
      expect(await goalOf(user.token, goal.id)).toMatchObject({
        progress: 20 + GOAL_TASK_STEP,
        ownProgress: 20,
        taskCompletions: 1,
      });

      // A task made for no goal moves none.
      const plain = await addTask(user.token, { title: 'Stretch' });
      await completeTask(user.token, plain.id);
      expect((await goalOf(user.token, goal.id)).taskCompletions).toBe(1);

      // Many tasks done: the goal stops at 100 and waits for "Mark achieved".
      for (let index = 0; index < 9; index += 1) {
        const more = await addTask(user.token, { title: `Lesson ${index}`, goalId: goal.id });
        await completeTask(user.token, more.id);
      }
      expect(await goalOf(user.token, goal.id)).toMatchObject({
        progress: 100,
        taskCompletions: 10,
        isCompleted: false,
      });
    });

    it('add to the share of milestones done', async () => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Build a website' });
      await addMilestone(user.token, goal.id, 'Pick a name');
      const withTwo = await addMilestone(user.token, goal.id, 'Design the home page');
      const [first] = withTwo.milestones;
      if (!first) throw new Error('milestone missing');
      await patchMilestone(user.token, goal.id, first.id, { done: true });
      const task = await addTask(user.token, { title: 'Code for 30 minutes', goalId: goal.id });
      await completeTask(user.token, task.id);
      expect((await goalOf(user.token, goal.id)).progress).toBe(50 + GOAL_TASK_STEP);
    });

    it("refuse a goal that is not the person's, naming goalId", async () => {
      const owner = await api.newUser();
      const stranger = await api.newUser();
      const goal = await createGoal(owner.token, { title: 'Private goal' });
      for (const goalId of [goal.id, 'not-a-uuid']) {
        const answer = await api.request('/api/daily-tasks', {
          token: stranger.token,
          json: { title: 'Sneaky', goalId },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ field: 'goalId' });
      }
    });

    it('stay as plain tasks when their goal is deleted', async () => {
      const user = await api.newUser();
      const goal = await createGoal(user.token, { title: 'Short-lived goal' });
      const task = await addTask(user.token, { title: 'Walk', goalId: goal.id });
      await api.request(`/api/goals/${goal.id}`, { method: 'DELETE', token: user.token });
      const listed = ZDailyTaskList.parse(
        (await api.request('/api/daily-tasks', { token: user.token })).body,
      );
      expect(listed.find((entry) => entry.id === task.id)).toMatchObject({
        goalId: null,
        goalTitle: null,
      });
      await completeTask(user.token, task.id);
    });
  });

  it('moves Total Progress and Average Progress through the loop vision item → goal → tasks → achieved', async () => {
    const user = await api.newUser();
    const figures = async () => {
      const goals = await goalsOf(user.token);
      return { total: totalProgress(goals).percent, average: averageProgress(goals) };
    };
    expect(await figures()).toEqual({ total: 0, average: 0 });

    const item = ZCreateVisionItemResponse.parse(
      (await api.request('/api/vision-board', { token: user.token, json: { title: 'Run a 10k' } }))
        .body,
    );
    const fromItem = ZGoalWriteResponse.parse(
      (
        await api.request(`/api/vision-board/${item.id}/goal`, {
          method: 'POST',
          token: user.token,
        })
      ).body,
    );
    const other = await createGoal(user.token, { title: 'Read 20 books' });
    expect(await figures()).toEqual({ total: 0, average: 0 });

    await put(user.token, other.id, { progress: 40 });
    expect(await figures()).toEqual({ total: 0, average: 20 });

    const task = await addTask(user.token, { title: 'Run 3 km', goalId: fromItem.id });
    await completeTask(user.token, task.id);
    expect(await figures()).toEqual({ total: 0, average: (40 + GOAL_TASK_STEP) / 2 });

    await complete(user.token, fromItem.id);
    expect(await figures()).toEqual({ total: 50, average: 70 });

    await complete(user.token, other.id);
    expect(await figures()).toEqual({ total: 100, average: 100 });
  });
});
