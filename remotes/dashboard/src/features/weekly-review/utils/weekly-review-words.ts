import { counted, noun } from '@manifest/contracts/counted';
import { MONTH_NAMES, WEEKDAY_NAMES } from '@manifest/ui/format-date';

// Local days (YYYY-MM-DD) read as UTC dates: the day the person lived, in any browser zone.
const dateOf = (day: string): Date | null => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Wednesday'. */
export const weekdayOf = (day: string): string => {
  const date = dateOf(day);
  return date ? WEEKDAY_NAMES[date.getUTCDay()]! : day;
};

/** 'March 23 – 29', 'March 30 – April 5', 'December 28 – January 3'. */
export function weekRangeText(firstDay: string, lastDay: string): string {
  const first = dateOf(firstDay);
  const last = dateOf(lastDay);
  if (!first || !last) return `${firstDay} – ${lastDay}`;
  const start = `${MONTH_NAMES[first.getUTCMonth()]} ${first.getUTCDate()}`;
  return first.getUTCMonth() === last.getUTCMonth()
    ? `${start} – ${last.getUTCDate()}`
    : `${start} – ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCDate()}`;
}

/** 'Wednesday, with 40 points', or the quiet week's words. */
export const bestDayText = (bestDay: { day: string; points: number } | null): string =>
  bestDay
    ? `${weekdayOf(bestDay.day)}, with ${counted(bestDay.points, noun('point'))}`
    : 'Still to come: a quiet week';

/** '1 day', '12 days'. */
export const daysText = (days: number): string => counted(days, noun('day'));
