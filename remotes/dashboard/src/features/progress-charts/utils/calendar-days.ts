import { counted, noun } from '@manifest/contracts/counted';
// The progress calendar's days are the user's local days as text (YYYY-MM-DD).
// Read as UTC midnight and formatted in UTC, a day never shifts by the browser's zone.

const toUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string): number => toUtcDate(day).getUTCDay();

const LONG = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const SHORT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const MONTH_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
});
const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' });

/** 'Monday, November 23, 2026'. */
export const longDay = (day: string): string => LONG.format(toUtcDate(day));
/** 'Mon, Nov 23'. */
export const shortDay = (day: string): string => SHORT.format(toUtcDate(day));
/** 'Nov 23'. */
export const monthDay = (day: string): string => MONTH_DAY.format(toUtcDate(day));
/** 'Nov'. */
export const monthOf = (day: string): string => MONTH.format(toUtcDate(day));

/** '1 point', '40 points'; '1 activity', '3 activities'. */
export const pointsText = (points: number): string => counted(points, noun('point'));
export const activitiesText = (count: number): string =>
  counted(count, noun('activity', 'activities'));
