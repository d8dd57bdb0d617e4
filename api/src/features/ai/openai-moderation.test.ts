import type { Moderation } from 'openai/resources/moderations';
import { MODERATION_CATEGORIES } from '@manifest/openai-standin';
import { describe, expect, it } from 'vitest';
import { saysSelfHarm, SELF_HARM_SCORE_THRESHOLD } from './openai-moderation';

const CATEGORIES = MODERATION_CATEGORIES;

const result = (
  flags: Partial<Record<(typeof CATEGORIES)[number], boolean>> = {},
  scores: Partial<Record<(typeof CATEGORIES)[number], number>> = {},
): Moderation =>
  ({
    flagged: Object.values(flags).some(Boolean),
    categories: Object.fromEntries(CATEGORIES.map((name) => [name, flags[name] ?? false])),
    category_scores: Object.fromEntries(CATEGORIES.map((name) => [name, scores[name] ?? 0.0001])),
    category_applied_input_types: Object.fromEntries(CATEGORIES.map((name) => [name, ['text']])),
  }) as unknown as Moderation;

describe('saysSelfHarm', () => {
  it.each(['self-harm', 'self-harm/intent', 'self-harm/instructions'] as const)(
    'hears %s set by OpenAI',
    (category) => {
      expect(saysSelfHarm(result({ [category]: true }))).toBe(true);
    },
  );

  it('hears a self-harm score at the threshold even when OpenAI did not set the category', () => {
    expect(saysSelfHarm(result({}, { 'self-harm/intent': SELF_HARM_SCORE_THRESHOLD }))).toBe(true);
    expect(saysSelfHarm(result({}, { 'self-harm': SELF_HARM_SCORE_THRESHOLD - 0.01 }))).toBe(false);
  });

  it('does not count other categories, however high', () => {
    expect(saysSelfHarm(result({ violence: true }, { violence: 0.99 }))).toBe(false);
  });
});
