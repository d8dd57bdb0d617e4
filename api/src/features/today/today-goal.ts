import { MANIFESTATION_GOAL_CATEGORY } from '@manifest/contracts/goals';
import { localDayOf, type LocalDay } from '../../domain/time-zones';

export type GoalForToday = {
  id: string;
  title: string;
  category: string;
  status: string;
  progress: number;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * The goal whose next step Today shows: the one the plan names, else the manifestation
 * goal (the newest), else the newest active goal. A goal achieved before today is not
 * one to move any more; one achieved today stays, so the item shows it done.
 */
export function goalForToday<TGoal extends GoalForToday>(
  goals: readonly TGoal[],
  planGoalId: string | null,
  today: LocalDay,
  timeZone: string,
): TGoal | null {
  const isOpen = (goal: TGoal) =>
    goal.completed_at === null
      ? goal.status !== 'completed'
      : localDayOf(goal.completed_at, timeZone) === today;
  const open = goals.filter(isOpen).toSorted(newestFirst);
  return (
    open.find((goal) => goal.id === planGoalId) ??
    open.find((goal) => goal.category === MANIFESTATION_GOAL_CATEGORY) ??
    open.find((goal) => goal.status === 'active') ??
    null
  );
}

const newestFirst = (a: GoalForToday, b: GoalForToday) =>
  b.created_at.getTime() - a.created_at.getTime();

/**
 * The goal was worked on in the person's day: written (created, its progress or words
 * changed) or achieved today.
 */
export function isGoalMovedOn(goal: GoalForToday, today: LocalDay, timeZone: string): boolean {
  return (
    localDayOf(goal.updated_at, timeZone) === today ||
    (goal.completed_at !== null && localDayOf(goal.completed_at, timeZone) === today)
  );
}
