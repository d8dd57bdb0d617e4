import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiUnavailableError, type AiProvider } from './ai-provider';
import {
  affirmationsMessages,
  chatMessages,
  dailyStoryMessages,
  goalRecommendationsFrom,
  goalRecommendationsMessages,
  listItems,
  meditationScriptMessages,
  progressInsightsMessages,
} from './openai-prompts';

export type OpenAiProviderOptions = {
  apiKey: string;
  /** Any OpenAI-compatible server; default OpenAI's. */
  baseURL?: string;
  model: string;
  /** One attempt, or a streamed reply's silence, longer than this fails. */
  timeoutMs: number;
  /** Tests pass their own (the SDK's default is the global fetch). */
  fetch?: typeof fetch;
};

const REPLY_MAX_TOKENS = 700;
const SCRIPT_MAX_TOKENS = 2000;

/** Why the SDK failed, in words for the log; the person only ever sees the 503. */
function unavailable(error: unknown): AiUnavailableError {
  if (error instanceof AiUnavailableError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiUnavailableError('the provider timed out', { cause: error });
  }
  if (error instanceof OpenAI.APIUserAbortError) {
    return new AiUnavailableError('the provider did not answer in time', { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiUnavailableError('the provider is unreachable', { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    return new AiUnavailableError(`the provider answered ${error.status ?? 'an error'}`, {
      cause: error,
    });
  }
  return new AiUnavailableError('the provider failed', { cause: error });
}

/**
 * The guides through OpenAI's SDK: one retry on a transient failure (the
 * SDK's own: connection errors, 408, 409, 429, 5xx), a timeout per attempt,
 * and a deadline over both, so a caller never waits past about two timeouts.
 */
export function createOpenAiProvider({
  apiKey,
  baseURL,
  model,
  timeoutMs,
  fetch,
}: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 1, fetch });
  const deadlineMs = 2 * timeoutMs + 1_000;

  /** Aborts when the caller goes away, or at the deadline; says which. */
  const withDeadline = (signal: AbortSignal) => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), deadlineMs);
    return {
      signal: AbortSignal.any([signal, deadline.signal]),
      restart: () => timer.refresh(),
      done: () => clearTimeout(timer),
    };
  };

  const complete = async (
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal,
    maxTokens = REPLY_MAX_TOKENS,
  ): Promise<string> => {
    const deadline = withDeadline(signal);
    try {
      const completion = await client.chat.completions.create(
        { model, messages, max_tokens: maxTokens, temperature: 0.8 },
        { signal: deadline.signal },
      );
      const text = completion.choices[0]?.message.content?.trim();
      if (!text) throw new AiUnavailableError('the provider sent an empty answer');
      return text;
    } catch (error) {
      if (signal.aborted) throw error;
      throw unavailable(error);
    } finally {
      deadline.done();
    }
  };

  return {
    source: { provider: 'openai', model },

    async *chat(input, signal) {
      // The deadline restarts with every piece: a reply may be long, never silent.
      const deadline = withDeadline(signal);
      try {
        const stream = await client.chat.completions.create(
          { model, messages: chatMessages(input), max_tokens: REPLY_MAX_TOKENS, stream: true },
          { signal: deadline.signal },
        );
        for await (const chunk of stream) {
          deadline.restart();
          const piece = chunk.choices[0]?.delta.content;
          if (piece) yield piece;
        }
      } catch (error) {
        if (signal.aborted) throw error;
        throw unavailable(error);
      } finally {
        deadline.done();
      }
    },

    dailyStory: ({ person }, signal) => complete(dailyStoryMessages(person), signal),

    meditationScript: (input, signal) =>
      complete(meditationScriptMessages(input), signal, SCRIPT_MAX_TOKENS),

    async affirmations({ category }, signal) {
      return listItems(await complete(affirmationsMessages(category), signal));
    },

    async goalRecommendations(input, signal) {
      return goalRecommendationsFrom(await complete(goalRecommendationsMessages(input), signal));
    },

    progressInsights: (input, signal) => complete(progressInsightsMessages(input), signal),
  };
}
