import { minutesOfClockTime } from '@manifest/contracts/clock-time';
import type { TQuietHours } from '@manifest/contracts/reminders';
import { addDays, localDayOf, type LocalDay } from '../../domain/time-zones';

// When a reminder is due: a local date and an 'HH:MM' in an IANA zone, turned into
// one instant with the runtime's time zone database (Intl), daylight saving included.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (New York in winter: -5 h). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(whole));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - whole;
}

/**
 * The instant a local date and time happen in `timeZone`.
 * - A time that does not exist (skipped by a spring-forward change) gives the first
 *   instant after the gap: 02:30 on a day New York jumps from 02:00 to 03:00 is 03:00.
 * - A time that happens twice (a fall-back change) gives the first of the two.
 */
export function zonedInstant(day: LocalDay, time: string, timeZone: string): Date {
  const minutes = minutesOfClockTime(time);
  // The wall time written as if it were UTC; the real instant is that minus the offset.
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  // A day has at most one change in practice: the offsets half a day either side
  // are the two candidates.
  const before = zoneOffsetMs(wall - 12 * HOUR_MS, timeZone);
  const after = zoneOffsetMs(wall + 12 * HOUR_MS, timeZone);
  const candidates = [wall - before, wall - after]
    .filter((instant) => instant + zoneOffsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);
  return new Date(firstInstantAfterGap(wall - after, wall - before, timeZone, before));
}

/**
 * The change's instant, between `low` (still the old offset) and `high` (the new one):
 * binary search to the second, as zone changes fall on whole seconds.
 */
function firstInstantAfterGap(
  low: number,
  high: number,
  timeZone: string,
  oldOffset: number,
): number {
  let from = Math.floor(low / 1000);
  let to = Math.ceil(high / 1000);
  while (to - from > 1) {
    const middle = Math.floor((from + to) / 2);
    if (zoneOffsetMs(middle * 1000, timeZone) === oldOffset) from = middle;
    else to = middle;
  }
  return to * 1000;
}

/** Whether an 'HH:MM' falls in the quiet hours (start included, end not; may wrap past midnight). */
export function isInQuietHours(time: string, quietHours: TQuietHours | null): boolean {
  if (!quietHours) return false;
  const at = minutesOfClockTime(time);
  const start = minutesOfClockTime(quietHours.start);
  const end = minutesOfClockTime(quietHours.end);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

export type DueReminder = {
  /** The person's calendar day the reminder belongs to (one per kind and day). */
  localDay: LocalDay;
  dueAt: Date;
  /** True when it is due now; false when its time passed more than the window ago. */
  isOnTime: boolean;
};

/**
 * The latest reminder whose time has come at `now`: today's when its time has passed,
 * else yesterday's (a 23:50 reminder is still on time at 00:10). On time while
 * `now - dueAt < lateAfterMs`; older ones are late and are never sent.
 */
export function latestDueReminder(
  now: Date,
  time: string,
  timeZone: string,
  lateAfterMs: number,
): DueReminder {
  const today = localDayOf(now, timeZone);
  let localDay = today;
  let dueAt = zonedInstant(today, time, timeZone);
  if (dueAt.getTime() > now.getTime()) {
    localDay = addDays(today, -1);
    dueAt = zonedInstant(localDay, time, timeZone);
  }
  return { localDay, dueAt, isOnTime: now.getTime() - dueAt.getTime() < lateAfterMs };
}
