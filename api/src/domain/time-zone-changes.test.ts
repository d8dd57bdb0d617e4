import { describe, expect, it } from 'vitest';
import {
  TIME_ZONE_CHANGE_INTERVAL_HOURS,
  timeZoneChangeCutoff,
  timeZoneChangeTooSoonMessage,
  timeZoneChangeWaitMs,
} from './time-zone-changes';

const HOUR_MS = 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00.000Z');

describe('time zone changes', () => {
  it('lets a zone never set, or set 20 hours ago, change now', () => {
    expect(TIME_ZONE_CHANGE_INTERVAL_HOURS).toBe(20);
    expect(timeZoneChangeWaitMs(null, now)).toBe(0);
    expect(timeZoneChangeWaitMs(new Date(now.getTime() - 20 * HOUR_MS), now)).toBe(0);
    expect(timeZoneChangeCutoff(now).toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('makes a zone set 1 hour ago wait 19 hours, and says so', () => {
    const waitMs = timeZoneChangeWaitMs(new Date(now.getTime() - HOUR_MS), now);
    expect(waitMs).toBe(19 * HOUR_MS);
    expect(timeZoneChangeTooSoonMessage(waitMs)).toBe(
      'Time zone can only be changed once every 20 hours. Please try again in 19 hours.',
    );
    expect(timeZoneChangeTooSoonMessage(1)).toBe(
      'Time zone can only be changed once every 20 hours. Please try again in 1 hour.',
    );
  });
});
