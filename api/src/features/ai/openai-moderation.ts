import type OpenAI from 'openai';
import type { Moderation } from 'openai/resources/moderations';

/** OpenAI's current moderation model (text and images; the self-harm categories included). */
export const MODERATION_MODEL = 'omni-moderation-latest';

const SELF_HARM_CATEGORIES = ['self-harm', 'self-harm/intent', 'self-harm/instructions'] as const;

/**
 * A self-harm score from this up counts, even where OpenAI's own threshold did
 * not set the category: scores for ordinary text sit near zero, and a missed
 * crisis costs more than a caring answer to someone who did not need it.
 */
export const SELF_HARM_SCORE_THRESHOLD = 0.3;

/** Whether a moderation result says self-harm: a self-harm category set, or its score high enough. */
export const saysSelfHarm = (result: Moderation): boolean =>
  SELF_HARM_CATEGORIES.some(
    (category) =>
      result.categories[category] || result.category_scores[category] >= SELF_HARM_SCORE_THRESHOLD,
  );

/** Asks OpenAI's moderation endpoint whether the text is about self-harm. Throws when it fails. */
export async function moderatesAsSelfHarm(
  client: OpenAI,
  input: string,
  signal: AbortSignal,
): Promise<boolean> {
  const moderation = await client.moderations.create(
    { model: MODERATION_MODEL, input },
    { signal, maxRetries: 0 },
  );
  return moderation.results.some(saysSelfHarm);
}
