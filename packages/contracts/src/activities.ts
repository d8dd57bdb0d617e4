import { z } from 'zod';
import {
  BODY_MUST_BE_OBJECT,
  isStorableText,
  optionalText,
  recordError,
  requiredText,
} from './text';

// Activities of the track record (spec 001 sections 3 and 7).

export const ACTIVITY_TYPES = [
  'task',
  'challenge',
  'meditation',
  'vision_board',
  'goal',
  'affirmation',
  'badge',
] as const;
export const ACTIVITY_ACTIONS = [
  'completed',
  'started',
  'created',
  'updated',
  'earned',
  'paused',
  'resumed',
] as const;

/**
 * What the browser may log itself (spec 001, track record): badges and
 * affirmations are only ever recorded by the server, and so is 'earned'.
 */
export const CLIENT_ACTIVITY_TYPES = [
  'challenge',
  'task',
  'meditation',
  'vision_board',
  'goal',
] as const;
export const CLIENT_ACTIVITY_ACTIONS = [
  'completed',
  'started',
  'updated',
  'created',
  'paused',
  'resumed',
] as const;

export const ACTIVITIES_DEFAULT_LIMIT = 100;
export const ACTIVITIES_MAX_LIMIT = 100;
export const ACTIVITY_TITLE_MAX_LENGTH = 200;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 2000;
export const ACTIVITY_METADATA_MAX_KEYS = 20;
export const ACTIVITY_METADATA_KEY_MAX_LENGTH = 50;
export const ACTIVITY_METADATA_TEXT_MAX_LENGTH = 500;

export const ZActivityType = z.enum(ACTIVITY_TYPES, {
  error: `Type must be one of ${ACTIVITY_TYPES.join(', ')}`,
});
export type TActivityType = z.infer<typeof ZActivityType>;

export const ZActivityAction = z.enum(ACTIVITY_ACTIONS, {
  error: `Action must be one of ${ACTIVITY_ACTIONS.join(', ')}`,
});
export type TActivityAction = z.infer<typeof ZActivityAction>;

const ZMetadataValue = z.union(
  [
    z
      .string()
      .max(ACTIVITY_METADATA_TEXT_MAX_LENGTH)
      .refine(isStorableText, { error: 'Metadata values contain an invalid character' }),
    z.number().refine(Number.isFinite),
    z.boolean(),
  ],
  {
    error: `Metadata values must be text (at most ${ACTIVITY_METADATA_TEXT_MAX_LENGTH} characters), numbers or true/false`,
  },
);

export const ZClientActivityType = z.enum(CLIENT_ACTIVITY_TYPES, {
  error: `Type must be one of ${CLIENT_ACTIVITY_TYPES.join(', ')}`,
});
export const ZClientActivityAction = z.enum(CLIENT_ACTIVITY_ACTIONS, {
  error: `Action must be one of ${CLIENT_ACTIVITY_ACTIONS.join(', ')}`,
});

export const ZActivityMetadata = z
  .record(
    z
      .string()
      .min(1)
      .max(ACTIVITY_METADATA_KEY_MAX_LENGTH, {
        error: `Metadata keys must be at most ${ACTIVITY_METADATA_KEY_MAX_LENGTH} characters`,
      })
      .refine(isStorableText, { error: 'Metadata keys contain an invalid character' }),
    ZMetadataValue,
    { error: recordError('Metadata must be an object') },
  )
  .refine((value) => Object.keys(value).length <= ACTIVITY_METADATA_MAX_KEYS, {
    error: `Metadata may have at most ${ACTIVITY_METADATA_MAX_KEYS} keys`,
  });
export type TActivityMetadata = z.infer<typeof ZActivityMetadata>;

export const ZActivity = z.object({
  id: z.string(),
  type: ZActivityType,
  action: ZActivityAction,
  title: z.string(),
  description: z.string().nullable(),
  /** What its ledger entry paid; 0 when it paid nothing. */
  points: z.number().int().nonnegative(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  completedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZActivityList = z.array(ZActivity);
export type TActivityList = z.infer<typeof ZActivityList>;

/** Query of `GET /api/activities?limit=100&type=task`. */
export const ZActivityListQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100' })
    .int({ error: 'Limit must be a whole number from 1 to 100' })
    .min(1, { error: 'Limit must be a whole number from 1 to 100' })
    .max(ACTIVITIES_MAX_LIMIT, { error: 'Limit must be a whole number from 1 to 100' })
    .default(ACTIVITIES_DEFAULT_LIMIT),
  type: ZActivityType.optional(),
});
export type TActivityListQuery = z.infer<typeof ZActivityListQuery>;

/**
 * `POST /api/activities`. The browser may send `points`; it is ignored (the
 * server decides every amount, and a logged activity pays 0 and counts toward
 * no streak, stat or badge).
 */
export const ZCreateActivityRequest = z.object(
  {
    type: ZClientActivityType,
    action: ZClientActivityAction,
    title: requiredText('Title', ACTIVITY_TITLE_MAX_LENGTH),
    description: optionalText('Description', ACTIVITY_DESCRIPTION_MAX_LENGTH).nullish(),
    metadata: ZActivityMetadata.nullish(),
    completedAt: z.iso
      .datetime({ offset: true, error: 'Completed at must be an ISO date and time' })
      .nullish(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCreateActivityRequest = z.infer<typeof ZCreateActivityRequest>;
