import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isIanaTimeZone,
  isLocalDay,
  localDayOf,
  localTimeOf,
} from './time-zones';

describe('localDayOf', () => {
  it('gives the calendar day where the user lives', () => {
    const instant = new Date('2026-03-10T10:30:00Z');
    expect(localDayOf(instant, 'Pacific/Auckland')).toBe('2026-03-10'); // 23:30 NZDT
    expect(localDayOf(new Date('2026-03-10T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-03-11');
    expect(localDayOf(new Date('2026-03-11T09:30:00Z'), 'Pacific/Honolulu')).toBe('2026-03-10');
    expect(localDayOf(instant, 'UTC')).toBe('2026-03-10');
  });

  it('handles the New York spring-forward day', () => {
    expect(localDayOf(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDayOf(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDayOf(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });
});

describe('isIanaTimeZone', () => {
  it.each(['UTC', 'Europe/Paris', 'Pacific/Auckland', 'America/Argentina/Buenos_Aires'])(
    'knows %s',
    (zone) => expect(isIanaTimeZone(zone)).toBe(true),
  );
  it.each(['', 'Mars/Olympus', 'Europe/Paris; drop', 'x'.repeat(100)])('refuses %j', (zone) =>
    expect(isIanaTimeZone(zone)).toBe(false),
  );
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });
  it('recognises real days only', () => {
    expect(isLocalDay('2026-03-10')).toBe(true);
    expect(isLocalDay('2026-02-30')).toBe(false);
    expect(isLocalDay('2026-3-1')).toBe(false);
  });
});

describe('localTimeOf', () => {
  it('gives the wall-clock time where the user lives, midnight as 00', () => {
    expect(localTimeOf(new Date('2026-03-10T10:30:05Z'), 'Pacific/Auckland')).toBe('23:30:05');
    expect(localTimeOf(new Date('2026-03-10T11:00:00Z'), 'Pacific/Auckland')).toBe('00:00:00');
    expect(localTimeOf(new Date('2026-03-10T11:59:59Z'), 'UTC')).toBe('11:59:59');
  });

  it('follows the clock across New York spring-forward and Berlin fall-back', () => {
    // 01:59 EST, then the next minute is 03:00 EDT.
    expect(localTimeOf(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('01:59:00');
    expect(localTimeOf(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('03:00:00');
    // 02:30 happens twice in Berlin on 25 October 2026: CEST, then CET.
    expect(localTimeOf(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('02:30:00');
    expect(localTimeOf(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('02:30:00');
  });
});
