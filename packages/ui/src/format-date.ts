const LONG_US: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };

// Made once: a formatter costs far more to build than to use (a list of posts formats
// a date per card).
let calendarDateFormat: Intl.DateTimeFormat | undefined;
let instantFormat: Intl.DateTimeFormat | undefined;

/**
 * A date in long US format ('March 5, 2031'), as the spec shows dates. A calendar
 * date (YYYY-MM-DD) is that day wherever the reader is; an instant is shown in
 * the reader's own time zone.
 */
export function formatLongDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    calendarDateFormat ??= new Intl.DateTimeFormat('en-US', { ...LONG_US, timeZone: 'UTC' });
    return calendarDateFormat.format(new Date(`${value}T12:00:00Z`));
  }
  instantFormat ??= new Intl.DateTimeFormat('en-US', LONG_US);
  return instantFormat.format(new Date(value));
}
