import { noun } from '@manifest/contracts/counted';
import type { TUserStats } from '@manifest/contracts/stats';

/** The practices a person's stats count, with how often they did each. */
export const practiceCounts = (stats: TUserStats) =>
  [
    {
      practice: 'affirmations',
      count: stats.affirmationsSaid,
      noun: noun('affirmation said', 'affirmations said'),
    },
    { practice: 'meditation', count: stats.meditationSessions, noun: noun('meditation session') },
    {
      practice: 'daily tasks',
      count: stats.tasksCompleted,
      noun: noun('daily task completed', 'daily tasks completed'),
    },
    {
      practice: 'challenges',
      count: stats.challengesCompleted,
      noun: noun('challenge completed', 'challenges completed'),
    },
    { practice: 'vision board', count: stats.visionBoardItems, noun: noun('vision board item') },
    { practice: 'goals', count: stats.goalsCreated, noun: noun('goal set', 'goals set') },
  ] as const;

export type PracticeCount = ReturnType<typeof practiceCounts>[number];

/** The most and least practised, by count (ties: the first listed). */
export function strongestAndWeakest(stats: TUserStats): {
  strongest: PracticeCount;
  weakest: PracticeCount;
} {
  const sorted = [...practiceCounts(stats)].sort((a, b) => b.count - a.count);
  return {
    strongest: sorted[0] as PracticeCount,
    weakest: sorted[sorted.length - 1] as PracticeCount,
  };
}
