import { describe, expect, it } from 'vitest';
import { isReasoningModel, modelParameters } from './model-parameters';

/** Room a low-effort reasoning pass may take before the answer: far more than it usually does. */
const REASONING_ROOM_FLOOR = 2_000;

describe('isReasoningModel', () => {
  it.each([
    'o1',
    'o3',
    'o3-mini',
    'o4-mini-2025-04-16',
    'gpt-5',
    'gpt-5-mini',
    'gpt-5-nano-2025-08-07',
    'gpt-5.1',
    'gpt-5.4-mini',
    'gpt-5.6-sol',
    'gpt-6-luna',
    'gpt-6.1-terra',
    'GPT-6-Luna',
    'openai/gpt-6-luna',
    'ft:o4-mini-2025-04-16:acme::abc123',
  ])('%s is a reasoning model', (model) => {
    expect(isReasoningModel(model)).toBe(true);
  });

  it.each([
    'gpt-4o-mini',
    'gpt-4o',
    'gpt-4o-mini-2024-07-18',
    'gpt-4.1',
    'gpt-4.1-mini',
    'gpt-4-turbo',
    'gpt-3.5-turbo',
    'chatgpt-4o-latest',
    'ft:gpt-4o-mini-2024-07-18:acme::abc123',
    'openai/gpt-4o-mini',
    'gpt-oss-20b',
    'llama3.1:8b',
    'omni-moderation-latest',
    'my-azure-deployment',
  ])('%s is a classic model', (model) => {
    expect(isReasoningModel(model)).toBe(false);
  });
});

describe('modelParameters', () => {
  it('gives a classic model max_tokens and the temperature asked for', () => {
    expect(modelParameters('gpt-4o-mini', { answerTokens: 700, temperature: 0.8 })).toEqual({
      max_tokens: 700,
      temperature: 0.8,
    });
    expect(modelParameters('gpt-4o-mini', { answerTokens: 700 })).toEqual({ max_tokens: 700 });
  });

  it('gives a reasoning model max_completion_tokens, a low effort, and no temperature', () => {
    expect(modelParameters('gpt-6-luna', { answerTokens: 700, temperature: 0.8 })).toEqual({
      max_completion_tokens: 4_700,
      reasoning_effort: 'low',
    });
  });

  it("leaves a reasoning model the whole answer's room after its reasoning", () => {
    for (const answerTokens of [1, 700, 2_000]) {
      const { max_completion_tokens: limit } = modelParameters('o3', { answerTokens });
      expect((limit ?? 0) - answerTokens).toBeGreaterThanOrEqual(REASONING_ROOM_FLOOR);
    }
  });
});
