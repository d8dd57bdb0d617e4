import { counted, noun } from '@manifest/contracts/counted';
import { GOAL_TASK_STEP, goalProgress } from '@manifest/contracts/goal-progress';
import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import type { TGoal } from '@manifest/contracts/goals';

type TGoalParts = Pick<TGoal, 'isCompleted' | 'ownProgress' | 'milestones' | 'taskCompletions'>;

/**
 * Where a goal's number comes from, in words, when the card does not show it already:
 * '2 of 4 milestones done · +20% from 2 daily task check-ins', 'Your estimate 40% ·
 * +10% from 1 daily task check-in'. Nothing for the slider alone (the slider says it)
 * or an achieved goal (the badge says it).
 */
export function progressExplanation(goal: TGoalParts): string | null {
  if (goal.isCompleted) return null;
  const { source, fromTasks } = goalProgress(goal);
  const fromTaskText =
    goal.taskCompletions > 0
      ? `+${fromTasks}% from ${counted(goal.taskCompletions, noun('daily task check-in'))}`
      : null;
  if (source === 'slider') {
    return fromTaskText ? `Your estimate ${goal.ownProgress}% · ${fromTaskText}` : null;
  }
  const done = goal.milestones.filter((milestone) => milestone.done).length;
  const milestoneText = `${done} of ${counted(goal.milestones.length, noun('milestone'))} done`;
  return fromTaskText ? `${milestoneText} · ${fromTaskText}` : milestoneText;
}

/** The promise a goal's daily tasks make, stated where they are added. */
export const TASK_STEP_NOTE = `Each time you complete one of these tasks, this goal moves ${GOAL_TASK_STEP}%.`;

/** A goal at 100% that is not yet achieved: the moment to say so. */
export const isReadyToAchieve = (goal: Pick<TGoal, 'isCompleted' | 'progress'>): boolean =>
  !goal.isCompleted && goal.progress >= 100;

/** The daily tasks made for a goal, in the order the task list has them. */
export const tasksOfGoal = (
  tasks: ReadonlyArray<TDailyTask>,
  goalId: string,
): ReadonlyArray<TDailyTask> => tasks.filter((task) => task.goalId === goalId);

/** Active goals first (newest first, as listed), achieved ones after. */
export const activeFirst = <TItem extends Pick<TGoal, 'isCompleted'>>(
  goals: ReadonlyArray<TItem>,
): TItem[] => [
  ...goals.filter((goal) => !goal.isCompleted),
  ...goals.filter((goal) => goal.isCompleted),
];
