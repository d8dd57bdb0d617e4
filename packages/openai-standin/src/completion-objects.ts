import type { TChatCompletionRequestBody, TStandInMessage } from './types';

const WORDS_PER_CHUNK = 3;

/** The text of a message's content: a string, or the text parts of an array of parts. */
export const textOf = (content: unknown): string => {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string'
        ? part.text
        : '',
    )
    .join(' ');
};

const lastUserText = (messages: TStandInMessage[]): string => {
  const lastUser = messages.findLast((message) => message.role === 'user');
  return lastUser ? textOf(lastUser.content).trim() : '';
};

/** Deterministic and long enough to stream in several chunks. */
export const defaultReply = (body: TChatCompletionRequestBody): string =>
  `Stand-in reply to: "${lastUserText(body.messages)}". ` +
  'This answer comes from the local OpenAI stand-in, not from a model. ' +
  'It arrives in small pieces so that streaming can be seen at work.';

/** Splits a text into pieces of a few words that join back into the same text. */
export const splitIntoChunks = (text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] => {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk) {
    chunks.push(words.slice(index, index + wordsPerChunk).join(''));
  }
  return chunks.length > 0 ? chunks : [text];
};

/** Characters a token stands for, roughly: enough for `usage` and token limits. */
export const CHARS_PER_TOKEN = 4;

/** A rough token count (about four characters a token). */
export const countTokens = (text: string): number => Math.ceil(text.length / CHARS_PER_TOKEN);

/** `CompletionUsage` as OpenAI sends it, the hidden reasoning tokens counted in the completion. */
export type TUsage = {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number; audio_tokens: number };
  completion_tokens_details: {
    reasoning_tokens: number;
    audio_tokens: number;
    accepted_prediction_tokens: number;
    rejected_prediction_tokens: number;
  };
};

export const usageOf = (
  body: TChatCompletionRequestBody,
  reply: string,
  reasoningTokens = 0,
): TUsage => {
  const prompt = countTokens(body.messages.map((message) => textOf(message.content)).join('\n'));
  const completion = countTokens(reply) + reasoningTokens;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: reasoningTokens,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
};

/** Why a completion ended: the answer was whole, or the token limit cut it. */
export type TFinishReason = 'stop' | 'length';

/** What a completion and all its chunks share. */
export type TCompletionIdentity = { id: string; created: number; model: string };

export const chatCompletion = (
  identity: TCompletionIdentity,
  reply: string,
  usage: TUsage,
  finishReason: TFinishReason = 'stop',
) => ({
  id: identity.id,
  object: 'chat.completion' as const,
  created: identity.created,
  model: identity.model,
  choices: [
    {
      index: 0,
      message: { role: 'assistant' as const, content: reply, refusal: null, annotations: [] },
      logprobs: null,
      finish_reason: finishReason,
    },
  ],
  usage,
  service_tier: 'default' as const,
  system_fingerprint: 'fp_standin',
});

type TDelta = { role?: 'assistant'; content?: string; refusal?: null };

const chunk = (
  identity: TCompletionIdentity,
  choices: { index: number; delta: TDelta; logprobs: null; finish_reason: TFinishReason | null }[],
  usage: TUsage | null | undefined,
) => ({
  id: identity.id,
  object: 'chat.completion.chunk' as const,
  created: identity.created,
  model: identity.model,
  service_tier: 'default' as const,
  system_fingerprint: 'fp_standin',
  choices,
  ...(usage === undefined ? {} : { usage }),
});

/**
 * The chunks of a streamed reply, as OpenAI sends them: the role first, then the
 * content in pieces (none for an empty answer), then an empty delta with the
 * finish reason; with `include_usage`, every chunk carries `usage: null` and
 * one last chunk with no choices carries the usage.
 */
export const streamChunks = (
  identity: TCompletionIdentity,
  reply: string,
  usage: TUsage,
  includeUsage: boolean,
  finishReason: TFinishReason = 'stop',
) => {
  const inStream = includeUsage ? null : undefined;
  const pieces = reply === '' ? [] : splitIntoChunks(reply);
  const choice = (delta: TDelta, reason: TFinishReason | null = null) => ({
    index: 0,
    delta,
    logprobs: null,
    finish_reason: reason,
  });
  return [
    chunk(identity, [choice({ role: 'assistant', content: '', refusal: null })], inStream),
    ...pieces.map((piece) => chunk(identity, [choice({ content: piece })], inStream)),
    chunk(identity, [choice({}, finishReason)], inStream),
    ...(includeUsage ? [chunk(identity, [], usage)] : []),
  ];
};
