import { z } from 'zod';

// The track record's chart and heat map: points and activities per local day.

export const PROGRESS_CALENDAR_DEFAULT_DAYS = 56;
/** 53 weeks: a year's heat map starting on the week's first day. */
export const PROGRESS_CALENDAR_MAX_DAYS = 371;

/** Query of `GET /api/user/progress-calendar?days=56`. */
export const ZProgressCalendarQuery = z.object({
  days: z.coerce
    .number({ error: `Days must be a whole number from 1 to ${PROGRESS_CALENDAR_MAX_DAYS}` })
    .int({ error: `Days must be a whole number from 1 to ${PROGRESS_CALENDAR_MAX_DAYS}` })
    .min(1, { error: `Days must be a whole number from 1 to ${PROGRESS_CALENDAR_MAX_DAYS}` })
    .max(PROGRESS_CALENDAR_MAX_DAYS, {
      error: `Days must be a whole number from 1 to ${PROGRESS_CALENDAR_MAX_DAYS}`,
    })
    .default(PROGRESS_CALENDAR_DEFAULT_DAYS),
});
export type TProgressCalendarQuery = z.infer<typeof ZProgressCalendarQuery>;

export const ZProgressDay = z.object({
  /** A local day of the user's time zone, YYYY-MM-DD (an activity keeps the day it was recorded on). */
  day: z.iso.date(),
  /** Points the ledger paid that day (badge rewards included). */
  points: z.number().int().nonnegative(),
  /** Activities in the track record that day. */
  activities: z.number().int().nonnegative(),
});
export type TProgressDay = z.infer<typeof ZProgressDay>;

/**
 * `GET /api/user/progress-calendar`: every day of the last `days` local days,
 * oldest first, today last, days without anything included with zeros.
 */
export const ZProgressCalendar = z.object({
  timeZone: z.string(),
  days: z.array(ZProgressDay),
});
export type TProgressCalendar = z.infer<typeof ZProgressCalendar>;
