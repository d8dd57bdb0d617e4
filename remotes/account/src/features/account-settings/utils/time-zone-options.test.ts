import { describe, expect, it } from 'vitest';

import { filterTimeZones, listTimeZones, offsetOf, toTimeZoneOption } from './time-zone-options';

const JANUARY = new Date('2030-01-15T12:00:00Z');

describe('time zone options', () => {
  it('offers every zone the runtime knows, UTC, and the ones asked for, sorted, once each', () => {
    const zones = listTimeZones(['Asia/Tokyo', 'UTC', null]);
    expect(zones).toEqual(expect.arrayContaining(['Europe/Paris', 'Asia/Tokyo', 'UTC']));
    expect(zones.length).toBeGreaterThan(300);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('reads a zone with its offset', () => {
    expect(offsetOf('Asia/Tokyo', JANUARY)).toBe('GMT+9');
    expect(toTimeZoneOption('America/New_York', JANUARY)).toEqual({
      value: 'America/New_York',
      label: 'America/New York (GMT-5)',
    });
    expect(offsetOf('Not/A_Zone', JANUARY)).toBe('');
  });

  it('finds zones by any words of their name or by offset, keeping the chosen one', () => {
    const options = ['America/New_York', 'Asia/Tokyo', 'Europe/Paris', 'Australia/Adelaide'].map(
      (zone) => toTimeZoneOption(zone, JANUARY),
    );
    const values = (query: string, keep?: string) =>
      filterTimeZones(options, query, keep).map(({ value }) => value);
    expect(values('new york')).toEqual(['America/New_York']);
    expect(values('YORK')).toEqual(['America/New_York']);
    expect(values('america/new_york')).toEqual(['America/New_York']);
    expect(values('gmt+9')).toEqual(['Asia/Tokyo']);
    expect(values('paris', 'Asia/Tokyo')).toEqual(['Asia/Tokyo', 'Europe/Paris']);
    expect(values('  ')).toHaveLength(4);
    expect(values('atlantis')).toEqual([]);
  });
});
