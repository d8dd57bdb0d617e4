/** English month names, January first (no Intl: its first formatter is slow on a phone's start). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English weekday names, Sunday first, as `Date#getUTCDay()` counts. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const longUs = (year: number, monthIndex: number, day: number) =>
  `${MONTH_NAMES[monthIndex]} ${day}, ${year}`;

/**
 * A date in long US format ('March 5, 2031'), as the spec shows dates. A calendar
 * date (YYYY-MM-DD) is that day wherever the reader is; an instant is shown in
 * the reader's own time zone. Written out rather than through Intl.DateTimeFormat:
 * the first formatter a page builds loads the locale's data, 60 ms of a blog list's
 * start on a phone, for one fixed pattern. Text that is no date comes back as it is.
 */
export function formatLongDate(value: string): string {
  const calendarDate = CALENDAR_DATE.exec(value);
  if (calendarDate) {
    const [, year, month, day] = calendarDate.map(Number) as [number, number, number, number];
    return MONTH_NAMES[month - 1] && day >= 1 && day <= 31 ? longUs(year, month - 1, day) : value;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return longUs(instant.getFullYear(), instant.getMonth(), instant.getDate());
}
