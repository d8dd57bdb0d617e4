// The moderation object of `POST /v1/moderations` (schema
// `CreateModerationResponse`): one result per input, with all thirteen
// categories, their scores and the input types each applies to.
//
// The stand-in judges only self-harm, with a simple rule of its own (not the
// app's crisis check, so a test can tell the two apart): a few words anyone
// would flag, and phrasings of saying goodbye that the app's own check does
// not know (`MODERATION_ONLY_SELF_HARM`), so a test can show that the app
// heeds moderation when its own check hears nothing. Every other category is
// never flagged and scores near zero.

export const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;
export type TModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** The moderation models OpenAI's description lists; any other is a 404 `model_not_found`. */
export const MODERATION_MODELS = [
  'omni-moderation-latest',
  'omni-moderation-2024-09-26',
  'text-moderation-latest',
  'text-moderation-stable',
] as const;
export const DEFAULT_MODERATION_MODEL = 'omni-moderation-latest';

/** Categories an image can be judged on too (the rest are text only), as the schema's enums say. */
const TEXT_AND_IMAGE = new Set<TModerationCategory>([
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'violence',
  'violence/graphic',
]);

/** Said plainly: flagged self-harm with intent. */
const PLAIN_SELF_HARM =
  /\b(?:suicid(?:e|al)|kill(?:ing)? myself|self[- ]?harm|end(?:ing)? my life|want to die)\b/i;

/** Goodbyes the app's own crisis check does not hear; only moderation flags them. */
export const MODERATION_ONLY_SELF_HARM =
  /\b(?:gave|giving) away (?:all )?my (?:things|stuff)\b|\bwrote my goodbyes?\b/i;

const LOW_SCORE = 0.000_12;
const HIGH_SCORE = 0.93;

export type TModerationResult = {
  flagged: boolean;
  categories: Record<TModerationCategory, boolean>;
  category_scores: Record<TModerationCategory, number>;
  category_applied_input_types: Record<TModerationCategory, Array<'text' | 'image'>>;
};

const byCategory = <T>(value: (category: TModerationCategory) => T) =>
  Object.fromEntries(
    MODERATION_CATEGORIES.map((category) => [category, value(category)]),
  ) as Record<TModerationCategory, T>;

/** The stand-in's judgement of one text (of the text parts of one input, joined). */
export function moderationResult(text: string, hasImage = false): TModerationResult {
  const selfHarm = PLAIN_SELF_HARM.test(text) || MODERATION_ONLY_SELF_HARM.test(text);
  const isSelfHarm = (category: TModerationCategory) =>
    selfHarm && (category === 'self-harm' || category === 'self-harm/intent');
  return {
    flagged: selfHarm,
    categories: byCategory(isSelfHarm),
    category_scores: byCategory((category) => (isSelfHarm(category) ? HIGH_SCORE : LOW_SCORE)),
    category_applied_input_types: byCategory((category) =>
      hasImage && TEXT_AND_IMAGE.has(category) ? ['text', 'image'] : ['text'],
    ),
  };
}
