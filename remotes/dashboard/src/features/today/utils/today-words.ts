import { counted, noun } from '@manifest/contracts/counted';
import { MONTH_NAMES, WEEKDAY_NAMES } from '@manifest/ui/format-date';

/**
 * The person's day as a heading says it: 'Wednesday, March 20'. Written out rather than
 * through Intl, whose first formatter loads the locale's data on a phone's start.
 */
export function formatTodayDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAY_NAMES[day.getUTCDay()]}, ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** What the ring says to a screen reader: '3 of 5 done'. */
export const progressText = (done: number, total: number): string => `${done} of ${total} done`;

/** '1-day streak', '12-day streak'; 'No streak yet' before the first day. */
export const streakText = (days: number): string =>
  days === 0 ? 'No streak yet' : `${days}-day streak`;

/** '1 freeze saved', '2 freezes saved', 'No freezes saved yet'. */
export const freezesText = (count: number): string =>
  count === 0 ? 'No freezes saved yet' : `${counted(count, noun('freeze'))} saved`;

/** What a completion paid, for its toast. */
export const pointsEarnedText = (points: number): string =>
  points > 0
    ? `You earned ${counted(points, noun('manifestation point'))}.`
    : 'Marked done for today.';
