// How far along a goal is (issue 38, "Goals that move"). One rule, used by the
// API to answer every goal and by the pages to explain the number.

/** Each completion of a daily task made for a goal moves the goal this many percentage points. */
export const GOAL_TASK_STEP = 10;

export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

export type TGoalProgressInput = {
  isCompleted: boolean;
  /** The person's own estimate: the slider's value. */
  ownProgress: number;
  /** The goal's milestones; while it has any, they replace the slider. */
  milestones: ReadonlyArray<{ done: boolean }>;
  /** Completions of the daily tasks made for this goal, over all days. */
  taskCompletions: number;
};

export type TGoalProgressParts = {
  /** 'milestones' when the goal has milestones, else 'slider'. */
  source: 'slider' | 'milestones';
  /** The share of milestones done, or the slider's value. */
  base: number;
  /** What the goal's daily tasks add, before the cap at 100. */
  fromTasks: number;
  /** The goal's progress: 100 once achieved, else base + fromTasks, at most 100. */
  progress: number;
};

const clamp = (value: number) => Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, value));

/** Share of milestones done as a whole percent; 0 without milestones. */
export const milestoneShare = (milestones: ReadonlyArray<{ done: boolean }>): number =>
  milestones.length === 0
    ? 0
    : Math.round((100 * milestones.filter(({ done }) => done).length) / milestones.length);

/**
 * A goal's progress and where it comes from. Milestones, when there are any,
 * say how far the goal is; otherwise the slider does. Every completion of one
 * of its daily tasks adds GOAL_TASK_STEP on top, up to 100. Reaching 100 does
 * not achieve the goal: only "Mark achieved" does, and an achieved goal is at 100.
 */
export function goalProgress(input: TGoalProgressInput): TGoalProgressParts {
  const source = input.milestones.length > 0 ? 'milestones' : 'slider';
  const base =
    source === 'milestones' ? milestoneShare(input.milestones) : clamp(input.ownProgress);
  const fromTasks = Math.max(0, Math.floor(input.taskCompletions)) * GOAL_TASK_STEP;
  const progress = input.isCompleted ? PROGRESS_MAX : clamp(base + fromTasks);
  return { source, base, fromTasks, progress };
}

export type TTotalProgress = { completed: number; total: number; percent: number };

/**
 * Total Progress on the dashboard (spec 000 section 9): completed goals ÷ all
 * goals as a rounded percent, 0 with no goals. It moves when a goal is achieved.
 */
export function totalProgress(goals: ReadonlyArray<{ isCompleted: boolean }>): TTotalProgress {
  const total = goals.length;
  const completed = goals.filter((goal) => goal.isCompleted).length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return { completed, total, percent };
}

/**
 * Average Progress on the vision board (spec 001 section 2): the goals' mean
 * progress, rounded; 0 without goals. It moves with sliders, milestones and tasks.
 */
export const averageProgress = (goals: ReadonlyArray<{ progress: number }>): number =>
  goals.length === 0
    ? 0
    : Math.round(goals.reduce((sum, goal) => sum + goal.progress, 0) / goals.length);
