import type { TActivity } from '@manifest/contracts/activities';
import { describe, expect, it } from 'vitest';

import { activityCountLabel, groupActivitiesByDay } from './group-activities-by-day';

const activity = (id: string, completedAt: string): TActivity => ({
  id,
  type: 'task',
  action: 'completed',
  title: `Activity ${id}`,
  description: null,
  points: 15,
  metadata: {},
  completedAt,
  createdAt: completedAt,
});

// Around midnight of Monday, November 23, 2026 to Tuesday, in UTC.
const LATE_MONDAY_UTC = activity('a', '2026-11-23T23:30:00.000Z');
const EARLY_TUESDAY_UTC = activity('b', '2026-11-24T00:30:00.000Z');
const TUESDAY_NOON_UTC = activity('c', '2026-11-24T12:00:00.000Z');
const ALL = [LATE_MONDAY_UTC, TUESDAY_NOON_UTC, EARLY_TUESDAY_UTC];

const shape = (timeZone: string) =>
  groupActivitiesByDay(ALL, timeZone).map(({ day, label, activities }) => ({
    day,
    label,
    ids: activities.map(({ id }) => id),
  }));

describe('groupActivitiesByDay', () => {
  it('splits at midnight in New York (UTC-5): 00:30 UTC is still Monday there', () => {
    expect(shape('America/New_York')).toEqual([
      { day: '2026-11-24', label: 'Tuesday, November 24, 2026', ids: ['c'] },
      { day: '2026-11-23', label: 'Monday, November 23, 2026', ids: ['b', 'a'] },
    ]);
  });

  it('splits at midnight in Tokyo (UTC+9): 15:00 UTC is the next day there', () => {
    const beforeMidnight = activity('t1', '2026-11-24T14:30:00.000Z'); // 23:30 Tuesday in Tokyo
    const afterMidnight = activity('t2', '2026-11-24T15:30:00.000Z'); // 00:30 Wednesday in Tokyo
    const days = groupActivitiesByDay([...ALL, beforeMidnight, afterMidnight], 'Asia/Tokyo');
    expect(
      days.map(({ day, label, activities }) => [day, label, activities.map(({ id }) => id)]),
    ).toEqual([
      ['2026-11-25', 'Wednesday, November 25, 2026', ['t2']],
      // 23:30 UTC Monday is 08:30 Tuesday in Tokyo.
      ['2026-11-24', 'Tuesday, November 24, 2026', ['t1', 'c', 'b', 'a']],
    ]);
  });

  it('in UTC, the two sides of midnight are two days', () => {
    expect(shape('UTC')).toEqual([
      { day: '2026-11-24', label: 'Tuesday, November 24, 2026', ids: ['c', 'b'] },
      { day: '2026-11-23', label: 'Monday, November 23, 2026', ids: ['a'] },
    ]);
  });

  it('orders days newest first even across months and years', () => {
    const days = groupActivitiesByDay(
      [
        activity('x', '2025-12-31T12:00:00.000Z'),
        activity('y', '2026-01-01T12:00:00.000Z'),
        activity('z', '2025-11-30T12:00:00.000Z'),
      ],
      'UTC',
    );
    expect(days.map(({ day }) => day)).toEqual(['2026-01-01', '2025-12-31', '2025-11-30']);
  });

  it('has no days without activities', () => {
    expect(groupActivitiesByDay([], 'Europe/Berlin')).toEqual([]);
  });
});

describe('activityCountLabel', () => {
  it('counts in words', () => {
    expect(activityCountLabel(1)).toBe('1 activity');
    expect(activityCountLabel(4)).toBe('4 activities');
  });
});
