import { z } from 'zod';
import { ZDoneAt } from './offline-actions';
import { BODY_MUST_BE_OBJECT, optionalText, requiredText } from './text';

// Daily tasks (spec 001 sections 3, 5, 7 and 9). Built-in tasks have readable
// ids ('morning-gratitude-list'); a user's custom tasks have uuids.

export const TASK_CATEGORIES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export const TASK_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const TASK_DURATION = { min: 1, max: 180, default: 15 } as const;
export const TASK_POINTS = { min: 1, max: 100, default: 10 } as const;
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 2000;
export const TASK_REFLECTION_MAX_LENGTH = 5000;

/**
 * What a custom task really pays (spec 000 section 9, "daily task 15"):
 * at most this many points per completion, whatever its creator chose, and
 * only for the first CUSTOM_TASKS_PAID_PER_DAY completions of a local day.
 * The server applies them (api/src/domain/points-rules.ts); the form states them.
 */
export const CUSTOM_TASK_MAX_POINTS = 15;
export const CUSTOM_TASKS_PAID_PER_DAY = 3;

const wholeNumber = (label: string, range: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(range.min, { error: `${label} must be between ${range.min} and ${range.max}` })
    .max(range.max, { error: `${label} must be between ${range.min} and ${range.max}` });

export const ZTaskCategory = z.enum(TASK_CATEGORIES, {
  error: 'Category must be one of morning, afternoon, evening, anytime',
});
export type TTaskCategory = z.infer<typeof ZTaskCategory>;

export const ZTaskDifficulty = z.enum(TASK_DIFFICULTIES, {
  error: 'Difficulty must be one of easy, medium, hard',
});
export type TTaskDifficulty = z.infer<typeof ZTaskDifficulty>;

/** A task as the page shows it; `completed` means completed today in the user's time zone. */
export const ZDailyTask = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: ZTaskCategory,
  duration: z.number().int(),
  difficulty: ZTaskDifficulty,
  points: z.number().int(),
  completed: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  isCustom: z.boolean(),
  /**
   * The goal this custom task was made for (issue 38): each completion moves
   * that goal (packages/contracts/src/goal-progress.ts). Null for built-in tasks.
   */
  goalId: z.string().nullable(),
  goalTitle: z.string().nullable(),
});
export type TDailyTask = z.infer<typeof ZDailyTask>;

export const ZDailyTaskList = z.array(ZDailyTask);
export type TDailyTaskList = z.infer<typeof ZDailyTaskList>;

/** `POST /api/daily-tasks`: the Add Custom Task form. */
export const ZCreateTaskRequest = z.object(
  {
    title: requiredText('Title', TASK_TITLE_MAX_LENGTH),
    description: optionalText('Description', TASK_DESCRIPTION_MAX_LENGTH).nullish(),
    category: ZTaskCategory.default('anytime'),
    duration: wholeNumber('Duration', TASK_DURATION).default(TASK_DURATION.default),
    difficulty: ZTaskDifficulty.default('easy'),
    points: wholeNumber('Points', TASK_POINTS).default(TASK_POINTS.default),
    /** One of the person's goals the task counts toward ("Add a daily task for this goal"). */
    goalId: z.uuid({ error: 'goalId must be the id of one of your goals' }).nullish(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCreateTaskRequest = z.input<typeof ZCreateTaskRequest>;

/**
 * `POST /api/daily-tasks/{taskId}/complete`; the page sends `reflection`, possibly
 * empty, and the offline queue `doneAt` (the task counts for that day).
 */
export const ZCompleteTaskRequest = z.object(
  { reflection: optionalText('Reflection', TASK_REFLECTION_MAX_LENGTH).nullish(), doneAt: ZDoneAt },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCompleteTaskRequest = z.infer<typeof ZCompleteTaskRequest>;

/** The completed task, and the points this completion paid (0 past the custom-task cap). */
export const ZCompleteTaskResponse = ZDailyTask.extend({
  pointsAwarded: z.number().int().nonnegative(),
});
export type TCompleteTaskResponse = z.infer<typeof ZCompleteTaskResponse>;

/**
 * `POST /api/daily-tasks/{taskId}/undo` (issue 38): takes back today's completion of a
 * task tapped by mistake, and the points it paid. The task as it is now (not completed),
 * and the points taken back out of the ledger.
 */
export const ZUndoTaskResponse = ZDailyTask.extend({
  pointsRemoved: z.number().int().nonnegative(),
});
export type TUndoTaskResponse = z.infer<typeof ZUndoTaskResponse>;
export const TASK_NOT_COMPLETED_TODAY =
  'This task is not completed today, so there is nothing to undo.';
