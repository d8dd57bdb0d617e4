import type { TUserStats } from '@manifest/contracts/stats';

/** Spec 001 section 4: the analysis shows only when some figure is not zero. */
export const hasAnyProgress = (stats: TUserStats): boolean =>
  [
    stats.totalPoints,
    stats.currentStreak,
    stats.goalsCreated,
    stats.goalsCompleted,
    stats.affirmationsSaid,
    stats.meditationSessions,
    stats.tasksCompleted,
    stats.challengesCompleted,
    stats.visionBoardItems,
    stats.totalActivities,
  ].some((figure) => figure > 0);
