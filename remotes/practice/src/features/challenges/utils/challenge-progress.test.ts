import type { TChallenge, TChallengeHistoryEntry } from '@manifest/contracts/challenges';
import { describe, expect, it } from 'vitest';

import { challengeState, challengeSummary } from './challenge-progress';

const challenge = (id: number, points: number): TChallenge => ({
  id,
  title: `Challenge ${id}`,
  description: '',
  difficulty: 'easy',
  category: 'Mindset',
  timeEstimate: '30 minutes',
  points,
  instructions: [],
  notesPlaceholder: null,
  tool: null,
});
const entry = (challengeId: number, status: 'accepted' | 'completed'): TChallengeHistoryEntry => ({
  challengeId,
  status,
  reflection: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  completedAt: status === 'completed' ? '2026-11-24T09:00:00.000Z' : null,
});

describe('challengeState', () => {
  it('reads not started, started and completed from the history', () => {
    const history = [entry(1, 'accepted'), entry(2, 'completed')];
    expect(challengeState(3, history)).toBe('not-started');
    expect(challengeState(1, history)).toBe('started');
    expect(challengeState(2, history)).toBe('completed');
  });
});

describe('challengeSummary', () => {
  const challenges = [challenge(1, 50), challenge(2, 75), challenge(3, 100)];

  it('counts the completed, adds up their points and rounds the rate', () => {
    expect(challengeSummary(challenges, [entry(1, 'accepted'), entry(2, 'completed')])).toEqual({
      completed: 1,
      total: 3,
      totalPoints: 75,
      successRate: 33,
    });
    expect(
      challengeSummary(challenges, [entry(1, 'completed'), entry(2, 'completed')]).successRate,
    ).toBe(67);
  });

  it('is all zero with nothing done or nothing listed', () => {
    expect(challengeSummary(challenges, [])).toMatchObject({ completed: 0, totalPoints: 0 });
    expect(challengeSummary([], []).successRate).toBe(0);
  });
});
