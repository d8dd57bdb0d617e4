import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiUnavailableError, type AiProvider } from './ai-provider';
import { modelParameters } from './model-parameters';
import { unavailable } from './openai-failures';
import { MODERATION_MODEL, moderatesAsSelfHarm } from './openai-moderation';
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

// The visible answer's room in tokens; a reasoning model gets room for its reasoning on top.
const REPLY_MAX_TOKENS = 700;
const SCRIPT_MAX_TOKENS = 2000;
// The generators' sampling temperature, where the model takes one.
const GENERATOR_TEMPERATURE = 0.8;
// A moderation that has not answered by then is given up: the person is not kept waiting for it.
const MODERATION_TIMEOUT_MS = 5_000;

/** An answer with no text: the provider's fault, or a limit its reasoning used up. */
const emptyAnswer = (finishReason: string | null | undefined) =>
  new AiUnavailableError(
    finishReason === 'length'
      ? 'the provider reached the token limit before any answer (reasoning counts in it)'
      : 'the provider sent an empty answer',
  );

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
    answerTokens = REPLY_MAX_TOKENS,
  ): Promise<string> => {
    const deadline = withDeadline(signal);
    try {
      const completion = await client.chat.completions.create(
        {
          model,
          messages,
          ...modelParameters(model, { answerTokens, temperature: GENERATOR_TEMPERATURE }),
        },
        { signal: deadline.signal },
      );
      const [choice] = completion.choices;
      const text = choice?.message.content?.trim();
      if (!text) throw emptyAnswer(choice?.finish_reason);
      return text;
    } catch (error) {
      if (signal.aborted) throw error;
      throw unavailable(error, model);
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
          {
            model,
            messages: chatMessages(input),
            ...modelParameters(model, { answerTokens: REPLY_MAX_TOKENS }),
            stream: true,
          },
          { signal: deadline.signal },
        );
        let hasAnswered = false;
        let finishReason: string | null | undefined;
        for await (const chunk of stream) {
          deadline.restart();
          const [choice] = chunk.choices;
          finishReason = choice?.finish_reason ?? finishReason;
          const piece = choice?.delta.content;
          if (piece) {
            hasAnswered = true;
            yield piece;
          }
        }
        // A stream that ends without a word would be an empty reply: a failure, as for the generators.
        if (!hasAnswered) throw emptyAnswer(finishReason);
      } catch (error) {
        if (signal.aborted) throw error;
        throw unavailable(error, model);
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

    // One attempt, within the timeout but never longer than MODERATION_TIMEOUT_MS
    // (it answers in well under a second): a failed check falls back to our own at once.
    async moderatesAsSelfHarm(text, signal) {
      const deadline = AbortSignal.any([
        signal,
        AbortSignal.timeout(Math.min(timeoutMs, MODERATION_TIMEOUT_MS)),
      ]);
      try {
        return await moderatesAsSelfHarm(client, text, deadline);
      } catch (error) {
        if (signal.aborted) throw error;
        throw unavailable(error, MODERATION_MODEL);
      }
    },
  };
}
