import { z } from 'zod';
import {
  BODY_MUST_BE_OBJECT,
  isStorableText,
  optionalText,
  recordError,
  requiredText,
} from './text';
import { ZGoalMilestone } from './goal-milestones';
import { ZImageUrl } from './vision-board';

// Goals (spec 001 sections 3 and 7). The manifestation goal is the goal whose
// category is 'manifestation'; its form fields travel in `metadata`.

export const MANIFESTATION_GOAL_CATEGORY = 'manifestation';
export const GOAL_STATUSES = ['active', 'paused', 'completed'] as const;
export const GOAL_TITLE_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 5000;
export const GOAL_CATEGORY_MAX_LENGTH = 50;
export const DEFAULT_GOAL_CATEGORY = 'personal';
export const GOAL_METADATA_MAX_KEYS = 20;
export const GOAL_METADATA_KEY_MAX_LENGTH = 50;
export const GOAL_METADATA_VALUE_MAX_LENGTH = 2000;

const title = requiredText('Title', GOAL_TITLE_MAX_LENGTH);

const category = optionalText('Category', GOAL_CATEGORY_MAX_LENGTH).min(1, {
  error: 'Category must not be blank',
});

// '2025-02-31' passes the ISO pattern but is no day; years before 1000 read as typos.
const isRealDate = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= '1000';
};

/** A calendar date; a full ISO time is accepted and cut to the date it names. */
const targetDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Target date must be a date (YYYY-MM-DD)',
  })
  .transform((value) => value.slice(0, 10))
  .refine(isRealDate, { error: 'Target date must be a real calendar date' });

/** howLifeWillFeel, supportiveBeliefs, whyItMatters, isManifestationGoal…: a small flat record. */
export const ZGoalMetadata = z
  .record(
    z
      .string()
      .min(1, { error: 'Metadata keys must not be empty' })
      .max(GOAL_METADATA_KEY_MAX_LENGTH, {
        error: `Metadata keys must be at most ${GOAL_METADATA_KEY_MAX_LENGTH} characters`,
      })
      .refine(isStorableText, { error: 'Metadata keys contain an invalid character' }),
    z.union([optionalText('Metadata values', GOAL_METADATA_VALUE_MAX_LENGTH), z.boolean()], {
      error: 'Metadata values must be text or true/false',
    }),
    { error: recordError('Metadata must be an object') },
  )
  .refine((record) => Object.keys(record).length <= GOAL_METADATA_MAX_KEYS, {
    error: `Metadata can hold at most ${GOAL_METADATA_MAX_KEYS} entries`,
  });
export type TGoalMetadata = z.infer<typeof ZGoalMetadata>;

export const ZGoalStatus = z.enum(GOAL_STATUSES, {
  error: 'Status must be one of active, paused, completed',
});
export type TGoalStatus = z.infer<typeof ZGoalStatus>;

const progress = z
  .number({ error: 'Progress must be a number' })
  .int({ error: 'Progress must be a whole number' })
  .min(0, { error: 'Progress must be between 0 and 100' })
  .max(100, { error: 'Progress must be between 0 and 100' });

const percent = z.number().int().min(0).max(100);

export const ZGoal = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  targetDate: z.iso.date().nullable(),
  status: ZGoalStatus,
  /**
   * How far along the goal is (the rule: goal-progress.ts): the share of its
   * milestones done, or without milestones its slider's value; plus a step for
   * each completion of its daily tasks; at most 100; 100 once achieved.
   */
  progress: percent,
  /** The slider's value (`PUT progress`); it counts while the goal has no milestones. */
  ownProgress: percent,
  milestones: z.array(ZGoalMilestone),
  /** Completions of the daily tasks made for this goal, over all days. */
  taskCompletions: z.number().int().nonnegative(),
  /** The vision item this goal was made from, while that item exists. */
  visionItemId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  metadata: z.record(z.string(), z.union([z.string(), z.boolean()])),
  isCompleted: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TGoal = z.infer<typeof ZGoal>;

export const ZGoalList = z.array(ZGoal);
export type TGoalList = z.infer<typeof ZGoalList>;

/** `POST /api/goals`: a new goal is always active and not completed. */
export const ZCreateGoalRequest = z.object(
  {
    title,
    description: optionalText('Description', GOAL_DESCRIPTION_MAX_LENGTH).default(''),
    category: category.default(DEFAULT_GOAL_CATEGORY),
    targetDate: targetDate.nullish(),
    // The manifestation page sends status 'active'; a goal is created active whatever is sent.
    status: z.literal('active', { error: 'A new goal starts with status active' }).optional(),
    progress: progress.default(0),
    imageUrl: ZImageUrl.nullish(),
    metadata: ZGoalMetadata.default({}),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCreateGoalRequest = z.input<typeof ZCreateGoalRequest>;

/**
 * `PUT /api/goals/{id}`: any of the fields. `isCompleted: true` and
 * `status: 'completed'` mean the same as `POST /api/goals/{id}/complete`
 * ("Mark achieved"): it pays once per goal. `progress` sets the slider's value;
 * a goal with milestones answers 409, its milestones say how far it is.
 */
export const ZUpdateGoalRequest = z
  .object(
    {
      title: title.optional(),
      description: optionalText('Description', GOAL_DESCRIPTION_MAX_LENGTH).optional(),
      category: category.optional(),
      targetDate: targetDate.nullable().optional(),
      status: ZGoalStatus.optional(),
      progress: progress.optional(),
      imageUrl: ZImageUrl.nullable().optional(),
      metadata: ZGoalMetadata.optional(),
      isCompleted: z.boolean({ error: 'isCompleted must be true or false' }).optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Nothing to update',
  })
  .refine(
    ({ status, isCompleted }) =>
      status === undefined || isCompleted === undefined || (status === 'completed') === isCompleted,
    { error: 'isCompleted and status disagree', path: ['isCompleted'] },
  );
export type TUpdateGoalRequest = z.input<typeof ZUpdateGoalRequest>;

/**
 * A created, updated or completed goal with the points this write paid (0 when
 * nothing was due: a goal pays once when created and once when achieved).
 */
export const ZGoalWriteResponse = ZGoal.extend({
  pointsAwarded: z.number().int().nonnegative(),
});
export type TGoalWriteResponse = z.infer<typeof ZGoalWriteResponse>;

/** Spec 001 section 5: the manifestation goal form's four minimums, word for word. */
export const MANIFESTATION_GOAL_FIELDS = {
  mainGoal: { min: 10, message: 'Your main goal should be at least 10 characters' },
  whyItMatters: {
    min: 20,
    message: 'Please provide detailed emotional reasons (at least 20 characters)',
  },
  howLifeWillFeel: {
    min: 15,
    message: 'Describe how achieving this will feel (at least 15 characters)',
  },
  supportiveBeliefs: { min: 10, message: 'Add at least one supportive belief' },
} as const;

const goalFormText = (
  { min, message }: { min: number; message: string },
  max: number,
  label: string,
) =>
  z
    .string()
    .trim()
    .min(min, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The form of `/goal-setting` (spec 001 sections 3 and 5); saved as the goal whose category is manifestation. */
export const ZManifestationGoalForm = z.object({
  mainGoal: goalFormText(MANIFESTATION_GOAL_FIELDS.mainGoal, GOAL_TITLE_MAX_LENGTH, 'Main goal'),
  whyItMatters: goalFormText(
    MANIFESTATION_GOAL_FIELDS.whyItMatters,
    GOAL_DESCRIPTION_MAX_LENGTH,
    'Why it matters',
  ),
  howLifeWillFeel: goalFormText(
    MANIFESTATION_GOAL_FIELDS.howLifeWillFeel,
    GOAL_METADATA_VALUE_MAX_LENGTH,
    'How life will feel',
  ),
  supportiveBeliefs: goalFormText(
    MANIFESTATION_GOAL_FIELDS.supportiveBeliefs,
    GOAL_METADATA_VALUE_MAX_LENGTH,
    'Supportive beliefs',
  ),
});
export type TManifestationGoalForm = z.infer<typeof ZManifestationGoalForm>;
