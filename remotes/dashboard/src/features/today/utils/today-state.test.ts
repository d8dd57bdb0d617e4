import type { TToday } from '@manifest/contracts/today';
import { describe, expect, it } from 'vitest';

import { completionUrlOf, withItemCompleted, withWaitingCompleted } from './today-state';

const TODAY: TToday = {
  date: '2030-03-20',
  timeZone: 'America/New_York',
  items: [
    {
      id: 'task:morning-gratitude-list',
      kind: 'task',
      title: 'Morning gratitude list',
      detail: 'Morning · 5 min',
      completed: false,
      completedAt: null,
      points: 10,
      action: { type: 'complete-task', taskId: 'morning-gratitude-list' },
    },
    {
      id: 'affirmation:9',
      kind: 'affirmation',
      title: "Say today's affirmation",
      detail: 'I give love freely.',
      completed: true,
      completedAt: '2030-03-20T12:00:00.000Z',
      points: 10,
      action: { type: 'complete-affirmation', affirmationId: 9 },
    },
    {
      id: 'meditation:morning-energy',
      kind: 'meditation',
      title: 'Meditate: Morning Energy',
      detail: '7 min',
      completed: false,
      completedAt: null,
      points: 30,
      action: { type: 'open', path: '/meditations' },
    },
  ],
  done: 1,
  total: 3,
  streak: { days: 4, freezesBanked: 1 },
};

describe('withItemCompleted', () => {
  it('shows the tapped item done at once and counts again', () => {
    const at = new Date('2030-03-20T14:00:00Z');
    const next = withItemCompleted(TODAY, 'task:morning-gratitude-list', at);
    expect(next.items[0]).toMatchObject({ completed: true, completedAt: at.toISOString() });
    expect(next).toMatchObject({ done: 2, total: 3, streak: TODAY.streak, date: TODAY.date });
    expect(TODAY.items[0]?.completed).toBe(false);
  });

  it('changes nothing for an item already done or not in the day', () => {
    const at = new Date('2030-03-20T14:00:00Z');
    expect(withItemCompleted(TODAY, 'affirmation:9', at)).toBe(TODAY);
    expect(withItemCompleted(TODAY, 'task:gone', at)).toBe(TODAY);
  });
});

describe('completionUrlOf', () => {
  it('is the call a tap makes, or null for an item done on its page', () => {
    expect(completionUrlOf({ type: 'complete-task', taskId: 'a b/c' })).toBe(
      '/api/daily-tasks/a%20b%2Fc/complete',
    );
    expect(completionUrlOf({ type: 'complete-affirmation', affirmationId: 7 })).toBe(
      '/api/affirmations/7/complete',
    );
    expect(completionUrlOf({ type: 'open', path: '/meditations' })).toBeNull();
  });
});

describe('withWaitingCompleted', () => {
  it('counts a completion waiting on the device as done', () => {
    const next = withWaitingCompleted(
      TODAY,
      new Set(['/api/daily-tasks/morning-gratitude-list/complete', '/api/other']),
    );
    expect(next.items.map((item) => item.completed)).toEqual([true, true, false]);
    expect(next.done).toBe(2);
    expect(withWaitingCompleted(TODAY, new Set())).toBe(TODAY);
  });
});
