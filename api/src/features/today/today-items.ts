import type { TTodayItem } from '@manifest/contracts/today';
import { AFFIRMATION_POINTS, GOAL_POINTS, MEDITATION_POINTS } from '../../domain/points-rules';
import type { LocalDay } from '../../domain/time-zones';
import { findBuiltInTask, type BuiltInTask } from '../daily-tasks/built-in-tasks';
import type { CustomTaskRow } from '../daily-tasks/daily-tasks-repository';
import { toTaskView } from '../daily-tasks/task-view';
import type { AffirmationOfTheDay } from './affirmation-of-the-day';
import type { TodayPlan } from './default-plan';
import { isGoalMovedOn, type GoalForToday } from './today-goal';

export const MEDITATIONS_PATH = '/meditations';
export const GOAL_SETTING_PATH = '/goal-setting';

/** Everything the day's items are made of, read for one local day. */
export type TodayMaterial = {
  plan: TodayPlan;
  day: LocalDay;
  timeZone: string;
  customTasks: readonly CustomTaskRow[];
  /** Task id → when it was completed on `day`. */
  taskCompletions: ReadonlyMap<string, Date>;
  affirmation: AffirmationOfTheDay;
  /** When today's affirmation was said on `day`, or null. */
  affirmationSaidAt: Date | null;
  /** The plan's meditation; title and minutes null when the catalogue does not know it now. */
  meditation: { slug: string; title: string | null; minutes: number | null };
  /** The first meditation session of `day`, any meditation, or null. */
  meditatedAt: Date | null;
  goal: GoalForToday | null;
};

const TIME_OF_DAY: Record<BuiltInTask['category'], string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  anytime: 'Anytime',
};

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

function taskItem(
  task: BuiltInTask | CustomTaskRow,
  isCustom: boolean,
  completedAt: Date | undefined,
): TTodayItem {
  const view = toTaskView(task, isCustom, completedAt);
  return {
    id: `task:${view.id}`,
    kind: 'task',
    title: view.title,
    detail: `${TIME_OF_DAY[view.category]} · ${view.duration} min`,
    completed: view.completed,
    completedAt: view.completedAt,
    points: view.points,
    action: { type: 'complete-task', taskId: view.id },
  };
}

function goalItem(goal: GoalForToday | null, day: LocalDay, timeZone: string): TTodayItem {
  if (!goal) {
    return {
      id: 'goal:new',
      kind: 'goal',
      title: 'Set your main goal',
      detail: 'Write down what you want to manifest',
      completed: false,
      completedAt: null,
      points: GOAL_POINTS,
      action: { type: 'open', path: GOAL_SETTING_PATH },
    };
  }
  // Another part of issue 38 adds milestones; until then a write of the goal today is its step.
  const isMoved = isGoalMovedOn(goal, day, timeZone);
  return {
    id: `goal:${goal.id}`,
    kind: 'goal',
    title: "Update your goal's progress",
    detail: `${goal.title} · ${goal.progress}%`,
    completed: isMoved,
    completedAt: isMoved ? iso(goal.completed_at ?? goal.updated_at) : null,
    points: null,
    action: { type: 'open', path: GOAL_SETTING_PATH },
  };
}

/**
 * The day's items in the order of the plan: its built-in tasks, the person's own tasks,
 * today's affirmation, a meditation and the goal's next step.
 */
export function todayItems(material: TodayMaterial): TTodayItem[] {
  const { plan, taskCompletions, affirmation, meditation, day, timeZone } = material;
  const builtIn = plan.taskIds
    .map(findBuiltInTask)
    .filter((task): task is BuiltInTask => task !== undefined);
  return [
    ...builtIn.map((task) => taskItem(task, false, taskCompletions.get(task.id))),
    ...material.customTasks.map((task) => taskItem(task, true, taskCompletions.get(task.id))),
    {
      id: `affirmation:${affirmation.id}`,
      kind: 'affirmation',
      title: "Say today's affirmation",
      detail: affirmation.text,
      completed: material.affirmationSaidAt !== null,
      completedAt: iso(material.affirmationSaidAt),
      points: AFFIRMATION_POINTS,
      action: { type: 'complete-affirmation', affirmationId: affirmation.id },
    },
    {
      id: `meditation:${meditation.slug}`,
      kind: 'meditation',
      title: meditation.title ? `Meditate: ${meditation.title}` : 'Take a few minutes to meditate',
      detail: meditation.minutes ? `${meditation.minutes} min` : null,
      completed: material.meditatedAt !== null,
      completedAt: iso(material.meditatedAt),
      points: MEDITATION_POINTS,
      action: { type: 'open', path: MEDITATIONS_PATH },
    },
    goalItem(material.goal, day, timeZone),
  ];
}
