import { CHARS_PER_TOKEN, countTokens, type TFinishReason } from './completion-objects';
import { REASONING_TOKENS } from './served-models';
import type { TChatCompletionRequestBody, TReasoningEffort, TStandInModel } from './types';

/** What the model writes for a request: the visible text, why it stopped, and its hidden reasoning. */
export type TWritten = { text: string; finishReason: TFinishReason; reasoningTokens: number };

const limitOf = (body: TChatCompletionRequestBody, model: TStandInModel): number | undefined => {
  const limit = model.reasoning
    ? body.max_completion_tokens
    : (body.max_completion_tokens ?? body.max_tokens);
  return typeof limit === 'number' ? limit : undefined;
};

/**
 * The reply as a model writes it within the request's token limit, as OpenAI
 * counts it: a reasoning model first spends reasoning tokens (by its effort),
 * and they count against `max_completion_tokens` too; whatever is left is room
 * for the visible answer. An answer that does not fit is cut, and an answer
 * with no room left is empty, both with `finish_reason: 'length'`.
 */
export const writeWithinLimit = (
  body: TChatCompletionRequestBody,
  model: TStandInModel,
  reply: string,
): TWritten => {
  const effort = (body.reasoning_effort ?? model.reasoning?.defaultEffort) as
    TReasoningEffort | undefined;
  const reasoning = model.reasoning && effort ? REASONING_TOKENS[effort] : 0;
  const limit = limitOf(body, model);
  if (limit === undefined) return { text: reply, finishReason: 'stop', reasoningTokens: reasoning };
  const room = Math.max(0, limit - reasoning);
  if (countTokens(reply) <= room) {
    return { text: reply, finishReason: 'stop', reasoningTokens: reasoning };
  }
  return {
    text: reply.slice(0, room * CHARS_PER_TOKEN),
    finishReason: 'length',
    reasoningTokens: Math.min(reasoning, limit),
  };
};
