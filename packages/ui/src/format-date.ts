const LONG_US: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };

/**
 * A date in long US format ('March 5, 2031'), as the spec shows dates. A calendar
 * date (YYYY-MM-DD) is that day wherever the reader is; an instant is shown in
 * the reader's own time zone.
 */
export function formatLongDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T12:00:00Z`).toLocaleDateString('en-US', {
      ...LONG_US,
      timeZone: 'UTC',
    });
  }
  return new Date(value).toLocaleDateString('en-US', LONG_US);
}
