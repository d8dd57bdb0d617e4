import { z } from 'zod';
import { AFFIRMATION_CATEGORIES, type TAffirmationCategory } from './catalogue';
import { clockTime } from './clock-time';
import { BODY_MUST_BE_OBJECT, optionalText } from './text';

// The first-run answers (issue 38): what a person wants to work on and when. The server
// makes a starter plan from them; both stay editable in settings.

export const PRACTICE_TIMES = ['morning', 'afternoon', 'evening'] as const;
export const ZPracticeTime = z.enum(PRACTICE_TIMES, {
  error: `Practice time must be one of ${PRACTICE_TIMES.join(', ')}`,
});
export type TPracticeTime = z.infer<typeof ZPracticeTime>;

/** `GET` and `PUT`: the answers and the starter plan. */
export const USER_PLAN_PATH = '/api/user/plan';
/** `POST`: the first run was skipped; nothing is asked again. */
export const SKIP_FIRST_RUN_PATH = '/api/user/plan/skip';

/** What each practice time is called on screen. */
export const PRACTICE_TIME_LABELS: Record<TPracticeTime, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** The life areas a person may choose: the six affirmation categories, as the affirmations page names them. */
export const PLAN_AREA_LABELS: Record<TAffirmationCategory, string> = {
  wealth: 'Wealth & Abundance',
  love: 'Love & Relationships',
  health: 'Health & Vitality',
  confidence: 'Self-Worth & Confidence',
  purpose: 'Purpose & Success',
  spiritual: 'Spiritual Alignment',
};

export const PLAN_MAIN_GOAL_MAX_LENGTH = 200;
/** When the person has not answered yet: a morning practice with a reminder at 08:00. */
export const DEFAULT_REMINDER_TIME = '08:00';

const area = z.enum(AFFIRMATION_CATEGORIES, {
  error: `Each area must be one of ${AFFIRMATION_CATEGORIES.join(', ')}`,
});

/** `PUT /api/user/plan`: the answers. `mainGoal` null, absent or blank means "later". */
export const ZPlanAnswers = z.object(
  {
    areas: z
      .array(area, { error: 'Areas must be a list' })
      .min(1, { error: 'Choose at least one area' })
      .max(AFFIRMATION_CATEGORIES.length, {
        error: `Areas can hold at most ${AFFIRMATION_CATEGORIES.length} entries`,
      })
      .refine((areas) => new Set(areas).size === areas.length, {
        error: 'Areas must not repeat',
      }),
    practiceTime: ZPracticeTime,
    reminderTime: clockTime('Reminder time'),
    mainGoal: optionalText('Main goal', PLAN_MAIN_GOAL_MAX_LENGTH)
      .nullish()
      .transform((goal) => goal || null),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TPlanAnswers = z.infer<typeof ZPlanAnswers>;
export type TPlanAnswersInput = z.input<typeof ZPlanAnswers>;

/** The starter plan the server made from the answers. */
export const ZStarterPlan = z.object({
  /** Built-in daily task ids suited to the practice time. */
  taskIds: z.array(z.string()),
  /** The affirmation category Today draws from. */
  affirmationCategory: z.enum(AFFIRMATION_CATEGORIES),
  /** A meditation slug (as `GET /api/meditations` lists them). */
  meditationSlug: z.string(),
  /** The manifestation goal drafted from `mainGoal`, or null when it was "later". */
  goalId: z.string().nullable(),
});
export type TStarterPlan = z.infer<typeof ZStarterPlan>;

/**
 * `GET /api/user/plan` and the answer to `PUT`. `answers` and `plan` are null until the
 * person went through the first run; `firstRunDone` is true once they finished or skipped it.
 */
export const ZUserPlan = z.object({
  firstRunDone: z.boolean(),
  answers: ZPlanAnswers.nullable(),
  plan: ZStarterPlan.nullable(),
});
export type TUserPlan = z.infer<typeof ZUserPlan>;
