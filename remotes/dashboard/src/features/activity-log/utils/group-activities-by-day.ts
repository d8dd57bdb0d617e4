import type { TActivity } from '@manifest/contracts/activities';
import { counted, noun } from '@manifest/contracts/counted';

export type TActivityDay = {
  /** The local day, YYYY-MM-DD: sorts and keys the group. */
  day: string;
  /** 'Monday, November 23, 2026'. */
  label: string;
  activities: TActivity[];
};

const dayKeyFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

const dayLabelFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/**
 * The track record's days (spec 001 section 2): activities grouped by the local
 * day they happened in `timeZone`, newest day first, newest activity first within it.
 */
export function groupActivitiesByDay(
  activities: ReadonlyArray<TActivity>,
  timeZone: string,
): TActivityDay[] {
  const toKey = dayKeyFormat(timeZone);
  const toLabel = dayLabelFormat(timeZone);
  const days = new Map<string, TActivityDay>();
  const newestFirst = [...activities].sort(
    (a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt),
  );
  for (const activity of newestFirst) {
    const at = new Date(activity.completedAt);
    // en-CA formats as YYYY-MM-DD, which also sorts as text.
    const day = toKey.format(at);
    const group = days.get(day);
    if (group) group.activities.push(activity);
    else days.set(day, { day, label: toLabel.format(at), activities: [activity] });
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}

/** '1 activity', '3 activities'. */
export const activityCountLabel = (count: number): string =>
  counted(count, noun('activity', 'activities'));
