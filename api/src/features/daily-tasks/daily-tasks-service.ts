import {
  TASK_NOT_COMPLETED_TODAY,
  type TCompleteTaskRequest,
  type TCompleteTaskResponse,
  type TDailyTask,
  type TUndoTaskResponse,
  type ZCreateTaskRequest,
} from '@manifest/contracts/daily-tasks';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { actionTime } from '../points/action-time';
import { awardPoints } from '../points/points-service';
import { takeBackAward } from '../points/take-back-award';
import { localDayForUser } from '../points/user-time-zone';
import { BUILT_IN_TASKS, findBuiltInTask, type BuiltInTask } from './built-in-tasks';
import { customTaskPayout } from './custom-task-payout';
import {
  completionsOn,
  countCustomCompletions,
  deleteCompletion,
  findCustomTask,
  findOwnGoalTitle,
  insertCompletion,
  insertCustomTask,
  listCustomTasks,
  lockCustomTaskPayouts,
  setCompletionPoints,
  type CustomTaskRow,
} from './daily-tasks-repository';
import { toTaskView } from './task-view';

export const TASK_NOT_FOUND_MESSAGE = 'Task not found';
export const TASK_ALREADY_COMPLETED_MESSAGE = 'Task already completed today';
export const TASK_GOAL_NOT_FOUND_MESSAGE = 'goalId must be the id of one of your goals';

// Custom task ids are uuids; anything else that is not a built-in id is unknown.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ResolvedTask = { task: BuiltInTask | CustomTaskRow; isCustom: boolean };

export type DailyTasksService = ReturnType<typeof createDailyTasksService>;

export function createDailyTasksService({ knex, now }: { knex: Knex; now: () => Date }) {
  async function resolveTask(userId: string, taskId: string): Promise<ResolvedTask> {
    const builtIn = findBuiltInTask(taskId);
    if (builtIn) return { task: builtIn, isCustom: false };
    const custom = UUID_PATTERN.test(taskId)
      ? await findCustomTask(knex, userId, taskId)
      : undefined;
    if (!custom) throw new HttpError(404, TASK_NOT_FOUND_MESSAGE);
    return { task: custom, isCustom: true };
  }

  return {
    /** Built-in tasks first, then the user's own, each marked if completed today. */
    async list(userId: string): Promise<TDailyTask[]> {
      const today = await localDayForUser(knex, userId, now());
      const [customTasks, completions] = await Promise.all([
        listCustomTasks(knex, userId),
        completionsOn(knex, userId, today),
      ]);
      const completedAt = new Map(completions.map((row) => [row.task_id, row.completed_at]));
      return [
        ...BUILT_IN_TASKS.map((task) => toTaskView(task, false, completedAt.get(task.id))),
        ...customTasks.map((task) => toTaskView(task, true, completedAt.get(task.id))),
      ];
    },

    /** A custom task; with `goalId`, one made for that goal ("Add a daily task for this goal"). */
    async create(userId: string, input: z.output<typeof ZCreateTaskRequest>): Promise<TDailyTask> {
      const goalTitle = input.goalId ? await findOwnGoalTitle(knex, userId, input.goalId) : null;
      if (goalTitle === undefined) {
        throw new HttpError(400, TASK_GOAL_NOT_FOUND_MESSAGE, { field: 'goalId' });
      }
      const row = await insertCustomTask(
        knex,
        userId,
        {
          title: input.title,
          description: input.description || null,
          category: input.category,
          duration: input.duration,
          difficulty: input.difficulty,
          points: input.points,
          goal_id: input.goalId ?? null,
        },
        now(),
      );
      return toTaskView({ ...row, goal_title: goalTitle }, true, undefined);
    },

    /**
     * Completes a task for the user's day it was done (today, or the day of the
     * offline queue's `doneAt`) and pays for it, once: the unique (user, task,
     * day) key turns a repeat or a racing request into 409.
     */
    async complete(
      userId: string,
      taskId: string,
      input: TCompleteTaskRequest,
    ): Promise<TCompleteTaskResponse> {
      const at = actionTime(input.doneAt, now());
      const { task, isCustom } = await resolveTask(userId, taskId);
      return knex.transaction(async (trx) => {
        if (isCustom) await lockCustomTaskPayouts(trx, userId);
        const localDay = await localDayForUser(trx, userId, at);
        const customCompletionsBefore = isCustom
          ? await countCustomCompletions(trx, userId, localDay)
          : 0;
        const completionId = await insertCompletion(trx, {
          userId,
          taskId: task.id,
          isCustom,
          localDay,
          reflection: input.reflection || null,
          completedAt: at,
          goalId: isCustom && 'goal_id' in task ? task.goal_id : null,
        });
        if (!completionId) throw new HttpError(409, TASK_ALREADY_COMPLETED_MESSAGE);

        const reward = await awardPoints(trx, {
          userId,
          sourceKey: `task:${task.id}:${localDay}`,
          points: isCustom ? customTaskPayout(task.points, customCompletionsBefore) : task.points,
          activity: {
            type: 'task',
            action: 'completed',
            title: task.title,
            ...(task.description ? { description: task.description } : {}),
            metadata: { taskId: task.id, category: task.category, isCustom },
            completedAt: at,
          },
        });
        await setCompletionPoints(trx, completionId, reward.points);
        return { ...toTaskView(task, isCustom, at), pointsAwarded: reward.points };
      });
    },

    /**
     * Undoes today's completion of a task tapped by mistake (issue 38): the completion,
     * its activity and ledger entry go, and the points come back out, once (the
     * completion row is deleted once; a racing undo finds none and answers 409).
     * Only today's, in the user's zone: an earlier day's record stays as it is.
     */
    async undo(userId: string, taskId: string): Promise<TUndoTaskResponse> {
      const { task, isCustom } = await resolveTask(userId, taskId);
      return knex.transaction(async (trx) => {
        const today = await localDayForUser(trx, userId, now());
        if (!(await deleteCompletion(trx, userId, task.id, today)))
          throw new HttpError(409, TASK_NOT_COMPLETED_TODAY);
        const taken = await takeBackAward(trx, { userId, sourceKey: `task:${task.id}:${today}` });
        return { ...toTaskView(task, isCustom, undefined), pointsRemoved: taken.points };
      });
    },
  };
}
