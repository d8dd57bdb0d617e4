import { z } from 'zod';

// The weekly review in the app (issue 38): what Sunday evening's email showed, on the
// dashboard until the next one.

/** `GET`: the person's current weekly review, or null. */
export const WEEKLY_REVIEW_PATH = '/api/weekly-review';

/** How long a review stays current: from its Sunday evening until the next one. */
export const WEEKLY_REVIEW_CURRENT_DAYS = 7;

const count = z.number().int().nonnegative();

export const ZWeeklyReview = z.object({
  /** The Sunday the week ended on, in the person's zone (YYYY-MM-DD). */
  weekEnd: z.iso.date(),
  /** The seven local days, Monday to Sunday. */
  firstDay: z.iso.date(),
  lastDay: z.iso.date(),
  points: count,
  /** The streak on the Sunday evening the review was written. */
  currentStreak: count,
  meditationMinutes: count,
  tasksDone: count,
  activeDays: count,
  /** The day with the most points (the earliest of equals), or null for a quiet week. */
  bestDay: z.object({ day: z.iso.date(), points: count }).nullable(),
  /** One thing to try next week: the AI guide's words, or one chosen from the week. */
  suggestion: z.object({ text: z.string().min(1), isFromGuide: z.boolean() }),
});
export type TWeeklyReview = z.infer<typeof ZWeeklyReview>;

/**
 * `GET /api/weekly-review`: the review sent on the latest Sunday evening (shown until the
 * next one), or null: none sent yet, none this past week, or the email is off.
 */
export const ZWeeklyReviewResponse = z.object({ review: ZWeeklyReview.nullable() });
export type TWeeklyReviewResponse = z.infer<typeof ZWeeklyReviewResponse>;
