import type { TReasoningEffort, TStandInModel } from './types';

/**
 * What the stand-in serves unless told otherwise: one classic model and one
 * reasoning model, each accepting what OpenAI's model of that name accepts on
 * Chat Completions. `gpt-4o-mini` takes `max_tokens` and any temperature from 0
 * to 2 (shut down on 2027-01-14); `gpt-6-luna`, OpenAI's named replacement for
 * it, is a reasoning model: `max_completion_tokens`, only the default
 * temperature, and `reasoning_effort` from `none` to `max` (default `medium`).
 */
export const DEFAULT_MODELS: readonly TStandInModel[] = [
  { id: 'gpt-4o-mini' },
  {
    id: 'gpt-6-luna',
    reasoning: {
      efforts: ['none', 'low', 'medium', 'high', 'xhigh', 'max'],
      defaultEffort: 'medium',
    },
  },
];

/**
 * Hidden reasoning tokens a reasoning model spends before its visible answer,
 * by effort. Illustrative figures, not OpenAI's: what matters is that they
 * count against `max_completion_tokens`, so a budget without room for them
 * ends as OpenAI's does, with `finish_reason: 'length'` and little or no text.
 */
export const REASONING_TOKENS: Record<TReasoningEffort, number> = {
  none: 0,
  minimal: 64,
  low: 1_024,
  medium: 4_096,
  high: 16_384,
  xhigh: 32_768,
  max: 65_536,
};
