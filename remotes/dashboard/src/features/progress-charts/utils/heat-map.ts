import type { TProgressDay } from '@manifest/contracts/progress-calendar';

import { monthOf, weekdayOf } from './calendar-days';

const DAYS_PER_WEEK = 7;
/** Month names need about this many columns so two never overlap. */
const MIN_WEEKS_BETWEEN_MONTH_LABELS = 3;

export type THeatLevel = 0 | 1 | 2 | 3 | 4;

export type THeatCell = TProgressDay & { level: THeatLevel; index: number };

export type THeatMap = {
  /** Columns Sunday to Saturday; null before the first day known. The last week ends today. */
  weeks: Array<Array<THeatCell | null>>;
  /** A month's short name over the first week that holds its first day. */
  monthLabels: Array<{ week: number; label: string }>;
  /** Every day shown, oldest first (what the keyboard walks through). */
  cells: THeatCell[];
  activeDays: number;
};

/** Shade of a day by its number of activities: none, 1, 2–3, 4–5, 6 or more. */
export function heatLevel(activities: number): THeatLevel {
  if (activities <= 0) return 0;
  if (activities === 1) return 1;
  if (activities <= 3) return 2;
  if (activities <= 5) return 3;
  return 4;
}

/**
 * The calendar heat map: `weekCount` week columns ending with today's (the last
 * day given), each from Sunday, so the first column starts on a week's first day.
 */
export function buildHeatMap(days: ReadonlyArray<TProgressDay>, weekCount: number): THeatMap {
  const today = days.at(-1);
  if (!today) return { weeks: [], monthLabels: [], cells: [], activeDays: 0 };
  const slots = (weekCount - 1) * DAYS_PER_WEEK + weekdayOf(today.day) + 1;
  const shown = days.slice(-slots);
  const cells = shown.map((day, index) => ({ ...day, level: heatLevel(day.activities), index }));
  // Before the first known day (a short answer) the grid keeps empty slots.
  const padded: Array<THeatCell | null> = [
    ...Array.from({ length: slots - cells.length }, () => null),
    ...cells,
  ];
  const weeks = Array.from({ length: weekCount }, (_, week) =>
    padded.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK),
  );
  const monthLabels: THeatMap['monthLabels'] = [];
  weeks.forEach((week, index) => {
    const first = week.find((cell) => cell !== null);
    const startsMonth = week.some((cell) => cell?.day.endsWith('-01'));
    if (!first || !(startsMonth || monthLabels.length === 0)) return;
    const previous = monthLabels.at(-1);
    const cellOfMonth = week.find((cell) => cell?.day.endsWith('-01')) ?? first;
    if (previous && index - previous.week < MIN_WEEKS_BETWEEN_MONTH_LABELS) {
      // The month that really starts here wins over a first column's partial month.
      if (previous.week === 0 && startsMonth) monthLabels.pop();
      else return;
    }
    monthLabels.push({ week: index, label: monthOf(cellOfMonth.day) });
  });
  return {
    weeks,
    monthLabels,
    cells,
    activeDays: cells.filter((cell) => cell.activities > 0).length,
  };
}
