import { addDays, type LocalDay } from '../../domain/time-zones';

/** Days in "this week": today and the 6 before it, in the user's zone. */
export const WEEK_DAYS = 7;

export type DayFigures = { day: LocalDay; count: number; challenges: number; minutes: number };

export type WeekTotals = { activities: number; challenges: number; minutes: number };

/** Sums the days of the week ending `today`; days outside it are ignored. */
export function weekTotals(days: readonly DayFigures[], today: LocalDay): WeekTotals {
  const firstDay = addDays(today, -(WEEK_DAYS - 1));
  const totals: WeekTotals = { activities: 0, challenges: 0, minutes: 0 };
  for (const figures of days) {
    if (figures.day < firstDay || figures.day > today) continue;
    totals.activities += figures.count;
    totals.challenges += figures.challenges;
    totals.minutes += figures.minutes;
  }
  return totals;
}

/**
 * Day rows to fetch when the zone is not known yet: any zone's today lies
 * within a day of the UTC date (UTC-12 to UTC+14).
 */
export function weekSearchRange(utcToday: LocalDay): { fromDay: LocalDay; toDay: LocalDay } {
  return { fromDay: addDays(utcToday, -WEEK_DAYS), toDay: addDays(utcToday, 1) };
}
