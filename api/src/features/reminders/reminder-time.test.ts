import { describe, expect, it } from 'vitest';
import { isInQuietHours, latestDueReminder, zonedInstant, zoneOffsetMs } from './reminder-time';

const iso = (date: Date) => date.toISOString();
const WINDOW_MS = 30 * 60 * 1000;

describe('zonedInstant', () => {
  it('turns a local date and time into its instant on ordinary days', () => {
    expect(iso(zonedInstant('2026-01-15', '08:00', 'America/New_York'))).toBe(
      '2026-01-15T13:00:00.000Z',
    );
    expect(iso(zonedInstant('2026-07-15', '08:00', 'America/New_York'))).toBe(
      '2026-07-15T12:00:00.000Z',
    );
    expect(iso(zonedInstant('2026-07-15', '23:59', 'Asia/Kolkata'))).toBe(
      '2026-07-15T18:29:00.000Z',
    );
    expect(iso(zonedInstant('2026-07-15', '00:00', 'UTC'))).toBe('2026-07-15T00:00:00.000Z');
  });

  describe('America/New_York (spring forward 8 March, fall back 1 November 2026)', () => {
    it('keeps 08:00 at 08:00 local on both sides of each change', () => {
      expect(iso(zonedInstant('2026-03-07', '08:00', 'America/New_York'))).toBe(
        '2026-03-07T13:00:00.000Z',
      );
      expect(iso(zonedInstant('2026-03-08', '08:00', 'America/New_York'))).toBe(
        '2026-03-08T12:00:00.000Z',
      );
      expect(iso(zonedInstant('2026-11-01', '08:00', 'America/New_York'))).toBe(
        '2026-11-01T13:00:00.000Z',
      );
    });

    it('fires a time the clocks skip at the first instant after the gap (03:00)', () => {
      expect(iso(zonedInstant('2026-03-08', '02:30', 'America/New_York'))).toBe(
        '2026-03-08T07:00:00.000Z',
      );
      expect(iso(zonedInstant('2026-03-08', '02:00', 'America/New_York'))).toBe(
        '2026-03-08T07:00:00.000Z',
      );
      expect(iso(zonedInstant('2026-03-08', '03:00', 'America/New_York'))).toBe(
        '2026-03-08T07:00:00.000Z',
      );
    });

    it('fires a time that happens twice at the first of the two', () => {
      // 01:30 EDT (UTC-4) comes first, 01:30 EST (UTC-5) an hour later.
      expect(iso(zonedInstant('2026-11-01', '01:30', 'America/New_York'))).toBe(
        '2026-11-01T05:30:00.000Z',
      );
    });
  });

  describe('Europe/Berlin (spring forward 29 March, fall back 25 October 2026)', () => {
    it('fires the skipped hour at 03:00 and the doubled hour the first time', () => {
      expect(iso(zonedInstant('2026-03-29', '02:15', 'Europe/Berlin'))).toBe(
        '2026-03-29T01:00:00.000Z',
      );
      expect(iso(zonedInstant('2026-10-25', '02:15', 'Europe/Berlin'))).toBe(
        '2026-10-25T00:15:00.000Z',
      );
    });

    it('keeps ordinary times on the change days at their local time', () => {
      expect(iso(zonedInstant('2026-03-29', '07:00', 'Europe/Berlin'))).toBe(
        '2026-03-29T05:00:00.000Z',
      );
      expect(iso(zonedInstant('2026-10-25', '07:00', 'Europe/Berlin'))).toBe(
        '2026-10-25T06:00:00.000Z',
      );
    });
  });

  describe('Australia/Sydney (southern hemisphere: back 5 April, forward 4 October 2026)', () => {
    it('fires the doubled 02:30 of April the first time (still daylight time, UTC+11)', () => {
      expect(iso(zonedInstant('2026-04-05', '02:30', 'Australia/Sydney'))).toBe(
        '2026-04-04T15:30:00.000Z',
      );
      expect(iso(zonedInstant('2026-04-05', '08:00', 'Australia/Sydney'))).toBe(
        '2026-04-04T22:00:00.000Z',
      );
    });

    it('fires the skipped 02:30 of October at 03:00 daylight time', () => {
      expect(iso(zonedInstant('2026-10-04', '02:30', 'Australia/Sydney'))).toBe(
        '2026-10-03T16:00:00.000Z',
      );
      expect(iso(zonedInstant('2026-10-04', '08:00', 'Australia/Sydney'))).toBe(
        '2026-10-03T21:00:00.000Z',
      );
    });
  });

  it('handles a half-hour change (Lord Howe Island skips 02:00 to 02:30)', () => {
    // Standard UTC+10:30, daylight UTC+11 from 4 October 2026.
    expect(iso(zonedInstant('2026-10-04', '02:10', 'Australia/Lord_Howe'))).toBe(
      '2026-10-03T15:30:00.000Z',
    );
    expect(zoneOffsetMs(Date.parse('2026-10-03T15:30:00Z'), 'Australia/Lord_Howe')).toBe(
      11 * 60 * 60 * 1000,
    );
  });
});

describe('latestDueReminder', () => {
  it('is on time from the minute it is due until the window has passed', () => {
    const at = (instant: string) =>
      latestDueReminder(new Date(instant), '08:00', 'America/New_York', WINDOW_MS);
    expect(at('2026-03-08T12:00:00Z')).toEqual({
      localDay: '2026-03-08',
      dueAt: new Date('2026-03-08T12:00:00Z'),
      isOnTime: true,
    });
    expect(at('2026-03-08T12:29:59Z').isOnTime).toBe(true);
    expect(at('2026-03-08T12:30:00Z').isOnTime).toBe(false);
    // A minute before today's time, the latest one is yesterday's, long late.
    expect(at('2026-03-08T11:59:00Z')).toMatchObject({ localDay: '2026-03-07', isOnTime: false });
  });

  it("keeps yesterday's late-evening reminder on time just after midnight", () => {
    expect(latestDueReminder(new Date('2026-06-02T00:10:00Z'), '23:50', 'UTC', WINDOW_MS)).toEqual({
      localDay: '2026-06-01',
      dueAt: new Date('2026-06-01T23:50:00Z'),
      isOnTime: true,
    });
  });

  it('sends the doubled hour once: during its second pass the reminder is already an hour old', () => {
    // 01:30 EST is the second 01:30 of 1 November in New York: the first was 05:30Z.
    const second = latestDueReminder(
      new Date('2026-11-01T06:30:00Z'),
      '01:30',
      'America/New_York',
      WINDOW_MS,
    );
    expect(second).toEqual({
      localDay: '2026-11-01',
      dueAt: new Date('2026-11-01T05:30:00Z'),
      isOnTime: false,
    });
  });
});

describe('isInQuietHours', () => {
  it('reads hours that wrap past midnight, start included and end not', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(isInQuietHours('22:00', night)).toBe(true);
    expect(isInQuietHours('23:30', night)).toBe(true);
    expect(isInQuietHours('06:59', night)).toBe(true);
    expect(isInQuietHours('07:00', night)).toBe(false);
    expect(isInQuietHours('12:00', night)).toBe(false);
  });

  it('reads hours within one day, and none when there are no quiet hours', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(isInQuietHours('12:45', lunch)).toBe(true);
    expect(isInQuietHours('13:30', lunch)).toBe(false);
    expect(isInQuietHours('11:59', lunch)).toBe(false);
    expect(isInQuietHours('03:00', null)).toBe(false);
  });
});
