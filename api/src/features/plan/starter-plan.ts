import type { TAffirmationCategory, TMeditationCategory } from '@manifest/contracts/catalogue';
import type { TPlanAnswers, TPracticeTime, TStarterPlan } from '@manifest/contracts/plan';
import { BUILT_IN_TASKS, type BuiltInTask } from '../daily-tasks/built-in-tasks';

// The starter plan made from the first-run answers (issue 38): pure rules, so they are
// unit-tested without a database or a CMS. The built-in tasks already carry their time of
// day (their `category`: morning, afternoon, evening or anytime).

/** A starter plan asks for little: the shortest few tasks of the chosen time of day. */
export const STARTER_TASK_COUNT = 3;

/** What the plan needs to know of a meditation in the catalogue (`GET /api/meditations/list`). */
export type MeditationOption = { id: string; category: TMeditationCategory };

/** The meditation category that speaks to each life area. */
export const MEDITATION_CATEGORY_BY_AREA: Record<TAffirmationCategory, TMeditationCategory> = {
  wealth: 'Abundance',
  love: 'Self-Love',
  health: 'Healing',
  confidence: 'Confidence',
  purpose: 'Success',
  spiritual: 'Manifestation',
};

/** Categories that suit a time of day, best first, when none speaks to the area. */
export const MEDITATION_CATEGORIES_BY_TIME: Record<TPracticeTime, readonly TMeditationCategory[]> =
  {
    morning: ['Energy', 'Confidence', 'Manifestation'],
    afternoon: ['Success', 'Healing', 'Confidence'],
    evening: ['Sleep', 'Healing', 'Self-Love'],
  };

/** Never offered at this time: no sleep meditation before work, no energising one at bedtime. */
const UNSUITED_AT: Record<TPracticeTime, readonly TMeditationCategory[]> = {
  morning: ['Sleep'],
  afternoon: ['Sleep'],
  evening: ['Energy'],
};

/**
 * The seeded catalogue's meditation for each time of day (cms/src/seed/content/meditations.ts),
 * for when the CMS cannot be read: a plan is still made, and the slug is one editors start with.
 */
export const FALLBACK_MEDITATION_BY_TIME: Record<TPracticeTime, string> = {
  morning: 'morning-energy',
  afternoon: 'laser-focus',
  evening: 'sleep-manifestation',
};

/** The built-in tasks of this time of day, shortest first (easiest first on a tie), a few. */
export function starterTaskIds(
  practiceTime: TPracticeTime,
  tasks: readonly BuiltInTask[] = BUILT_IN_TASKS,
): string[] {
  const effort = { easy: 0, medium: 1, hard: 2 } as const;
  return tasks
    .filter((task) => task.category === practiceTime)
    .map((task, order) => ({ task, order }))
    .sort(
      (a, b) =>
        a.task.duration - b.task.duration ||
        effort[a.task.difficulty] - effort[b.task.difficulty] ||
        a.order - b.order,
    )
    .slice(0, STARTER_TASK_COUNT)
    .map(({ task }) => task.id);
}

/**
 * A meditation for the person: one of their first area's category that suits the time of
 * day; else the time of day's own categories in order; else any that suits the time; else
 * the catalogue's first; and without a catalogue, the seeded one for the time.
 */
export function chooseMeditation(
  meditations: readonly MeditationOption[],
  area: TAffirmationCategory,
  practiceTime: TPracticeTime,
): string {
  const suited = meditations.filter(
    (meditation) => !UNSUITED_AT[practiceTime].includes(meditation.category),
  );
  const inCategory = (category: TMeditationCategory) =>
    suited.find((meditation) => meditation.category === category);
  const chosen =
    inCategory(MEDITATION_CATEGORY_BY_AREA[area]) ??
    MEDITATION_CATEGORIES_BY_TIME[practiceTime].map(inCategory).find(Boolean) ??
    suited[0] ??
    meditations[0];
  return chosen?.id ?? FALLBACK_MEDITATION_BY_TIME[practiceTime];
}

/** The plan from the answers; `goalId` is the drafted manifestation goal, or null for "later". */
export function makeStarterPlan(
  answers: Pick<TPlanAnswers, 'areas' | 'practiceTime'>,
  meditations: readonly MeditationOption[],
  goalId: string | null,
): TStarterPlan {
  const [firstArea] = answers.areas;
  if (!firstArea) throw new Error('a starter plan needs at least one area');
  return {
    taskIds: starterTaskIds(answers.practiceTime),
    affirmationCategory: firstArea,
    meditationSlug: chooseMeditation(meditations, firstArea, answers.practiceTime),
    goalId,
  };
}
