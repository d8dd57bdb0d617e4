import type { TProgressDay } from '@manifest/contracts/progress-calendar';
import { addDays, type LocalDay } from '../../domain/time-zones';

/** The local days of a calendar, first and last included. */
export type CalendarRange = { fromDay: LocalDay; toDay: LocalDay };

/** The last `days` local days, today last. */
export const calendarRange = (today: LocalDay, days: number): CalendarRange => ({
  fromDay: addDays(today, -(days - 1)),
  toDay: today,
});

/** Every day of the range, oldest first, with zeros where the totals have nothing. */
export function calendarDays(
  { fromDay, toDay }: CalendarRange,
  totals: readonly TProgressDay[],
): TProgressDay[] {
  const byDay = new Map(totals.map((total) => [total.day, total]));
  const days: TProgressDay[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    days.push(byDay.get(day) ?? { day, points: 0, activities: 0 });
  }
  return days;
}
