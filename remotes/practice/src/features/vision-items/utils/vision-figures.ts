import type { TActivity } from '@manifest/contracts/activities';
import { counted, noun } from '@manifest/contracts/counted';

export type TProgressTone = 'green' | 'yellow' | 'orange' | 'red';

/** Spec 001 section 2: green at 75 or more, yellow at 50, orange at 25, red below. */
export const progressTone = (progress: number): TProgressTone =>
  progress >= 75 ? 'green' : progress >= 50 ? 'yellow' : progress >= 25 ? 'orange' : 'red';

/**
 * Total Goals: vision items plus goals (spec 001 section 2), an item that was made
 * a goal counted once, as its goal.
 */
export const totalGoals = (
  items: ReadonlyArray<{ goalId: string | null }>,
  goals: ReadonlyArray<{ id: string }>,
): number => {
  const goalIds = new Set(goals.map(({ id }) => id));
  return items.filter((item) => !item.goalId || !goalIds.has(item.goalId)).length + goals.length;
};

/** Average Progress: the goals' mean progress, rounded; 0 without goals (one formula, in contracts). */
export { averageProgress } from '@manifest/contracts/goal-progress';

/** The activity a finished visualization records (see the visualization-session feature). */
export const isVisualization = (activity: TActivity): boolean =>
  activity.type === 'vision_board' &&
  activity.action === 'completed' &&
  activity.metadata.kind === 'visualization';

const localDay = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone });

const previousDay = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Visualization Streak (the spec's fixed '7 days', made real): days in a row,
 * in the person's zone, with a visualization, ending today or yesterday.
 */
export function visualizationStreak(
  activities: ReadonlyArray<TActivity>,
  now: Date,
  timeZone: string,
): number {
  const days = new Set(
    activities.filter(isVisualization).map((activity) => localDay(activity.createdAt, timeZone)),
  );
  const today = localDay(now.toISOString(), timeZone);
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

/** 'N days' with the spec's form, '1 day' for one. */
export const daysText = (count: number): string => counted(count, noun('day'));
