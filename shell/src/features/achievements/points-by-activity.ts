import {
  ACTIVITIES_MAX_LIMIT,
  type TActivityList,
  type TActivityType,
} from '@manifest/contracts/activities';

export type TActivityPoints = { type: TActivityType; label: string; points: number; count: number };

/** In the order a tie is shown. */
export const ACTIVITY_LABELS: Record<TActivityType, string> = {
  task: 'Daily tasks',
  challenge: 'Challenges',
  meditation: 'Meditations',
  affirmation: 'Affirmations',
  goal: 'Goals',
  vision_board: 'Vision board',
  badge: 'Badge rewards',
};

export type TPointsByActivity = {
  rows: TActivityPoints[];
  /** Points of activities older than the newest 100 the list holds; 0 when it holds all. */
  earlierPoints: number;
};

/**
 * Points per activity type (spec 000 section 2, Achievement Dashboard), summed from the
 * track record: each activity carries what its ledger entry paid. Every type is listed,
 * most points first. The list holds the newest 100 activities, so when it is full the rest
 * of the total is shown as earlier activity, and the rows always add up to the total.
 */
export function pointsByActivity(
  activities: TActivityList,
  totalPoints: number,
): TPointsByActivity {
  const byType = new Map<TActivityType, TActivityPoints>(
    Object.entries(ACTIVITY_LABELS).map(([type, label]) => [
      type as TActivityType,
      { type: type as TActivityType, label, points: 0, count: 0 },
    ]),
  );
  for (const { type, points } of activities) {
    const row = byType.get(type);
    if (!row || points <= 0) continue;
    row.points += points;
    row.count += 1;
  }
  const rows = [...byType.values()].sort((a, b) => b.points - a.points);
  const listed = rows.reduce((sum, { points }) => sum + points, 0);
  const isFull = activities.length >= ACTIVITIES_MAX_LIMIT;
  return { rows, earlierPoints: isFull ? Math.max(0, totalPoints - listed) : 0 };
}
