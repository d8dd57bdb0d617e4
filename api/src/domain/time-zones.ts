/** A calendar day as 'YYYY-MM-DD', the same text PostgreSQL gives for `date::text`. */
export type LocalDay = string;

/** A wall-clock time as 'HH:MM:SS', the same text PostgreSQL gives for `time::text`. */
export type LocalTime = string;

/** Users who never sent a zone get day boundaries in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl formatter is costly (tens of microseconds); one per zone is kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats a date as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

// The same, for the time of day ('HH:MM:SS', 00 to 23 hours).
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function timeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a zone name the runtime's time zone database knows (e.g. 'Pacific/Auckland'). */
export function isIanaTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    dayFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on for someone living in `timeZone`. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The wall-clock time an instant shows for someone living in `timeZone`, 'HH:MM:SS'. */
export function localTimeOf(instant: Date, timeZone: string): LocalTime {
  const parts = timeFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}:${part('second')}`;
}

export function isLocalDay(value: string): boolean {
  if (!LOCAL_DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The day `count` days after `day` (negative goes back). Calendar arithmetic, so DST never matters. */
export function addDays(day: LocalDay, count: number): LocalDay {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return Math.round(
    (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS,
  );
}
