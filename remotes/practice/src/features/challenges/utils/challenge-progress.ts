import type { TChallenge, TChallengeHistoryEntry } from '@manifest/contracts/challenges';

export type TChallengeState = 'not-started' | 'started' | 'completed';

/** Where a person is with a challenge, from their history (spec 001 section 4). */
export const challengeState = (
  challengeId: number,
  history: ReadonlyArray<TChallengeHistoryEntry>,
): TChallengeState => {
  const entries = history.filter((entry) => entry.challengeId === challengeId);
  if (entries.some((entry) => entry.status === 'completed')) return 'completed';
  return entries.length > 0 ? 'started' : 'not-started';
};

/** The three summary cards: completed of total, points over completed ones, success rate. */
export const challengeSummary = (
  challenges: ReadonlyArray<TChallenge>,
  history: ReadonlyArray<TChallengeHistoryEntry>,
) => {
  const completed = challenges.filter(
    (challenge) => challengeState(challenge.id, history) === 'completed',
  );
  const total = challenges.length;
  return {
    completed: completed.length,
    total,
    totalPoints: completed.reduce((sum, challenge) => sum + challenge.points, 0),
    successRate: total === 0 ? 0 : Math.round((completed.length / total) * 100),
  };
};
