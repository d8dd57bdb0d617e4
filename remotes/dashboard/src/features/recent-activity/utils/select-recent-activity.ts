import type { TChallengeHistoryEntry } from '@manifest/contracts/challenges';
import type { TGoal } from '@manifest/contracts/goals';
import type { TMeditationSession } from '@manifest/contracts/meditations';

/** Spec 000 section 9: recent activity shows 3 challenges, 2 meditations, 2 goals. */
export const RECENT_CHALLENGES = 3;
export const RECENT_MEDITATIONS = 2;
export const RECENT_GOALS = 2;

export type TRecentActivityItem =
  | {
      kind: 'challenge';
      key: string;
      title: 'Challenge Completed';
      challengeId: number;
      at: string;
    }
  | { kind: 'meditation'; key: string; title: 'Meditation Session'; minutes: number; at: string }
  | {
      kind: 'goal';
      key: string;
      title: 'Goal Completed' | 'Goal Created';
      goalTitle: string;
      at: string;
    };

type TSources = {
  challengeHistory: ReadonlyArray<TChallengeHistoryEntry>;
  meditationSessions: ReadonlyArray<TMeditationSession>;
  goals: ReadonlyArray<TGoal>;
};

const newestFirst = (a: { at: string }, b: { at: string }) => Date.parse(b.at) - Date.parse(a.at);

const newest = <T extends { at: string }>(items: T[], count: number): T[] =>
  items.sort(newestFirst).slice(0, count);

/**
 * The dashboard's Recent Activity: the newest completed challenges, meditation
 * sessions and goals (a completed goal dated by its completion, an open one by
 * its creation), each capped by the spec, then merged newest first.
 */
export function selectRecentActivity({
  challengeHistory,
  meditationSessions,
  goals,
}: TSources): TRecentActivityItem[] {
  const challenges = newest(
    challengeHistory
      .filter((entry) => entry.status === 'completed')
      .map((entry) => ({
        kind: 'challenge' as const,
        key: `challenge-${entry.challengeId}-${entry.createdAt}`,
        title: 'Challenge Completed' as const,
        challengeId: entry.challengeId,
        at: entry.completedAt ?? entry.createdAt,
      })),
    RECENT_CHALLENGES,
  );
  const meditations = newest(
    meditationSessions.map((session) => ({
      kind: 'meditation' as const,
      key: `meditation-${session.id}`,
      title: 'Meditation Session' as const,
      minutes: session.duration,
      at: session.startedAt,
    })),
    RECENT_MEDITATIONS,
  );
  const recentGoals = newest(
    goals.map((goal) => ({
      kind: 'goal' as const,
      key: `goal-${goal.id}`,
      title: goal.isCompleted ? ('Goal Completed' as const) : ('Goal Created' as const),
      goalTitle: goal.title,
      at: goal.isCompleted ? (goal.completedAt ?? goal.updatedAt) : goal.createdAt,
    })),
    RECENT_GOALS,
  );
  return newest<TRecentActivityItem>([...challenges, ...meditations, ...recentGoals], Infinity);
}
