import type { TPointsEntry } from '@manifest/contracts/points';

/** Spec 000 section 9: the ten most recent point entries. */
export const RECENT_POINTS_LIMIT = 10;

/** The list is newest first already (the API's order); keep the first ten. */
export const recentPoints = (points: readonly TPointsEntry[]): TPointsEntry[] =>
  points.slice(0, RECENT_POINTS_LIMIT);

/** "Mar 1, 2026" in the reader's time zone. */
export const formatEarnedAt = (earnedAt: string): string =>
  new Date(earnedAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
