import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, optionalText } from './text';

// Transformation challenges (spec 001 sections 2, 3, 7 and 9). The catalogue
// is ours and lives in the API; a user's progress is their history.

export const CHALLENGE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** The dialog names the same difficulties differently (spec 001 section 3). */
export const CHALLENGE_LEVEL_LABELS = {
  easy: 'Beginner',
  medium: 'Intermediate',
  hard: 'Advanced',
} as const;
export const CHALLENGE_TOOLS = [
  'financial-calculator',
  'social-circle-audit',
  'fear-inventory',
] as const;
export const CHALLENGE_REFLECTION_MAX_LENGTH = 5000;

export const ZChallengeDifficulty = z.enum(CHALLENGE_DIFFICULTIES);
export type TChallengeDifficulty = z.infer<typeof ZChallengeDifficulty>;

export const ZChallengeTool = z.enum(CHALLENGE_TOOLS);
export type TChallengeTool = z.infer<typeof ZChallengeTool>;

export const ZChallenge = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  difficulty: ZChallengeDifficulty,
  category: z.string(),
  /** Text that contains minutes, e.g. '30 minutes'; the dialog timer uses its first number. */
  timeEstimate: z.string(),
  points: z.number().int(),
  /** Step-by-step instructions (challenges 1 to 5); empty for the others. */
  instructions: z.array(z.string()),
  /** The notes tab's placeholder, specific to challenges 1 to 5. */
  notesPlaceholder: z.string().nullable(),
  /** The dialog's special tool, if any. */
  tool: ZChallengeTool.nullable(),
});
export type TChallenge = z.infer<typeof ZChallenge>;

export const ZChallengeList = z.array(ZChallenge);
export type TChallengeList = z.infer<typeof ZChallengeList>;

export const ZChallengeStatus = z.enum(['accepted', 'completed']);
export type TChallengeStatus = z.infer<typeof ZChallengeStatus>;

export const ZChallengeHistoryEntry = z.object({
  challengeId: z.number().int().positive(),
  status: ZChallengeStatus,
  reflection: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TChallengeHistoryEntry = z.infer<typeof ZChallengeHistoryEntry>;

export const ZChallengeHistory = z.array(ZChallengeHistoryEntry);
export type TChallengeHistory = z.infer<typeof ZChallengeHistory>;

/** `PUT /api/challenges/{id}/complete`; the page sends a fixed reflection text. */
export const ZCompleteChallengeRequest = z.object(
  {
    reflection: optionalText('Reflection', CHALLENGE_REFLECTION_MAX_LENGTH).nullish(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCompleteChallengeRequest = z.infer<typeof ZCompleteChallengeRequest>;

/** The completed entry and the points paid: the challenge's points the first time ever, then 0. */
export const ZCompleteChallengeResponse = ZChallengeHistoryEntry.extend({
  pointsAwarded: z.number().int().nonnegative(),
});
export type TCompleteChallengeResponse = z.infer<typeof ZCompleteChallengeResponse>;

/** `POST /api/challenges/reset-all`: how many history entries were cleared. */
export const ZResetChallengesResponse = z.object({ cleared: z.number().int().nonnegative() });
export type TResetChallengesResponse = z.infer<typeof ZResetChallengesResponse>;
