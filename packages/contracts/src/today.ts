import { z } from 'zod';
import { AFFIRMATION_COUNT } from './affirmations';
import { STREAK_FREEZES_MAX } from './stats';

// Today (issue 38): the day's plan at the top of the dashboard. Each item says whether
// it is done in the person's day (their zone), and what a tap on it does.

export const TODAY_ITEM_KINDS = ['task', 'affirmation', 'meditation', 'goal'] as const;
export const ZTodayItemKind = z.enum(TODAY_ITEM_KINDS);
export type TTodayItemKind = z.infer<typeof ZTodayItemKind>;

const count = z.number().int().nonnegative();

/**
 * What a tap on an item does: complete a daily task (`POST /api/daily-tasks/{taskId}/complete`),
 * say an affirmation (`POST /api/affirmations/{affirmationId}/complete`), or open a page of
 * the app where the item is done (a meditation, the goal).
 */
export const ZTodayAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('complete-task'), taskId: z.string().min(1) }),
  z.object({
    type: z.literal('complete-affirmation'),
    affirmationId: z.number().int().min(1).max(AFFIRMATION_COUNT),
  }),
  // An in-app path, never another site.
  z.object({ type: z.literal('open'), path: z.string().regex(/^\/(?!\/)/) }),
]);
export type TTodayAction = z.infer<typeof ZTodayAction>;

export const ZTodayItem = z.object({
  /**
   * Unique in the day and stable across it: `task:<taskId>`, `affirmation:<1-42>`,
   * `meditation:<slug>`, `goal:<goalId>`, or `goal:new` while there is no goal.
   */
  id: z.string().min(1),
  kind: ZTodayItemKind,
  title: z.string(),
  /** A short line under the title (an affirmation's words, a task's time of day and minutes). */
  detail: z.string().nullable(),
  /** Done in the person's day, as the completion tables have it. */
  completed: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  /** What doing it pays at most (the server decides); null when it pays nothing. */
  points: count.nullable(),
  action: ZTodayAction,
});
export type TTodayItem = z.infer<typeof ZTodayItem>;

/** `GET /api/today`. */
export const ZToday = z.object({
  /** The person's local day, YYYY-MM-DD; the plan turns over at their midnight. */
  date: z.iso.date(),
  /** The IANA zone `date` is read in. */
  timeZone: z.string(),
  items: z.array(ZTodayItem),
  /** How many items are completed, and how many there are. */
  done: count,
  total: count,
  /** The kind streak and its banked freezes, as `GET /api/user/stats` has them. */
  streak: z.object({ days: count, freezesBanked: count.max(STREAK_FREEZES_MAX) }),
});
export type TToday = z.infer<typeof ZToday>;

/** Items done and in all, counted from the items themselves. */
export function todayProgress(items: readonly Pick<TTodayItem, 'completed'>[]): {
  done: number;
  total: number;
} {
  return { done: items.filter((item) => item.completed).length, total: items.length };
}

/** The whole plan of the day is done (a day with no items is not). */
export function isTodayComplete({ done, total }: Pick<TToday, 'done' | 'total'>): boolean {
  return total > 0 && done >= total;
}
