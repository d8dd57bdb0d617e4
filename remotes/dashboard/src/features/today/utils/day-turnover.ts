// One formatter per zone, made on first use (it loads the locale's data).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in `timeZone`, 'YYYY-MM-DD'; null for a zone the browser lacks. */
export function localDayIn(instant: Date, timeZone: string): string | null {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The person's midnight has passed since the plan for `date` was read: time to read it again. */
export function hasDayTurnedOver(now: Date, date: string, timeZone: string): boolean {
  const day = localDayIn(now, timeZone);
  return day !== null && day !== date;
}
