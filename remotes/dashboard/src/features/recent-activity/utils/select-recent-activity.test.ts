import type { TChallengeHistoryEntry } from '@manifest/contracts/challenges';
import type { TGoal } from '@manifest/contracts/goals';
import type { TMeditationSession } from '@manifest/contracts/meditations';
import { describe, expect, it } from 'vitest';

import { selectRecentActivity } from './select-recent-activity';

const at = (day: number, hour = 12) =>
  `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const challenge = (
  challengeId: number,
  day: number,
  status: 'accepted' | 'completed' = 'completed',
): TChallengeHistoryEntry => ({
  challengeId,
  status,
  reflection: null,
  createdAt: at(day, 8),
  completedAt: status === 'completed' ? at(day) : null,
});

const session = (id: string, day: number, duration = 15): TMeditationSession => ({
  id,
  meditationId: 'abundance-flow',
  duration,
  startedAt: at(day),
  createdAt: at(day),
});

const goal = (id: string, createdDay: number, completedDay?: number): TGoal => ({
  id,
  title: `Goal ${id}`,
  description: '',
  category: 'personal',
  targetDate: null,
  status: completedDay ? 'completed' : 'active',
  progress: completedDay ? 100 : 0,
  ownProgress: 0,
  milestones: [],
  taskCompletions: 0,
  visionItemId: null,
  imageUrl: null,
  metadata: {},
  isCompleted: completedDay !== undefined,
  completedAt: completedDay ? at(completedDay) : null,
  createdAt: at(createdDay),
  updatedAt: at(completedDay ?? createdDay),
});

const none = { challengeHistory: [], meditationSessions: [], goals: [] };

describe('selectRecentActivity', () => {
  it('is empty with nothing done', () => {
    expect(selectRecentActivity(none)).toEqual([]);
  });

  it('keeps the 3 newest completed challenges, skipping ones only started', () => {
    const items = selectRecentActivity({
      ...none,
      challengeHistory: [
        challenge(1, 1),
        challenge(2, 5),
        challenge(3, 3),
        challenge(4, 9, 'accepted'),
        challenge(5, 4),
      ],
    });
    expect(items.map((item) => item.kind === 'challenge' && item.challengeId)).toEqual([2, 5, 3]);
    expect(items.every((item) => item.title === 'Challenge Completed')).toBe(true);
    expect(items[0]?.at).toBe(at(5));
  });

  it('keeps the 2 newest meditation sessions with their minutes', () => {
    const items = selectRecentActivity({
      ...none,
      meditationSessions: [session('a', 1, 10), session('b', 7, 15), session('c', 3, 20)],
    });
    expect(items).toEqual([
      {
        kind: 'meditation',
        key: 'meditation-b',
        title: 'Meditation Session',
        minutes: 15,
        at: at(7),
      },
      {
        kind: 'meditation',
        key: 'meditation-c',
        title: 'Meditation Session',
        minutes: 20,
        at: at(3),
      },
    ]);
  });

  it('titles goals Completed or Created and dates each by that event', () => {
    const items = selectRecentActivity({
      ...none,
      goals: [goal('old', 1), goal('done', 2, 8), goal('new', 6)],
    });
    expect(
      items.map((item) => [item.title, item.kind === 'goal' && item.goalTitle, item.at]),
    ).toEqual([
      ['Goal Completed', 'Goal done', at(8)],
      ['Goal Created', 'Goal new', at(6)],
    ]);
  });

  it('merges the three kinds newest first, each within its cap', () => {
    const items = selectRecentActivity({
      challengeHistory: [1, 2, 3, 4, 5].map((id) => challenge(id, id)),
      meditationSessions: [session('a', 10), session('b', 2), session('c', 11)],
      goals: [goal('x', 12), goal('y', 1), goal('z', 6)],
    });
    expect(items).toHaveLength(7);
    expect(items.map((item) => item.kind)).toEqual([
      'goal',
      'meditation',
      'meditation',
      'goal',
      'challenge',
      'challenge',
      'challenge',
    ]);
  });
});
