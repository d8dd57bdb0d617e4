import {
  AI_UNAVAILABLE_MESSAGE,
  type TAiSource,
  type TChatResponse,
  type TGenerateAffirmationsRequest,
  type TMeditationScriptRequest,
} from '@manifest/contracts/ai';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { DEFAULT_TIME_ZONE, isIanaTimeZone, localDayOf } from '../../domain/time-zones';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Metrics } from '../../observability/metrics';
import type { GoalsService } from '../goals/goals-service';
import type { StatsService } from '../stats/stats-service';
import {
  AiConfigurationError,
  AiUnavailableError,
  type AiPerson,
  type AiProvider,
  type ChatInput,
} from './ai-provider';
import type { AiThrottle } from './ai-throttle';
import { createCrisisCheck } from './crisis-check';
import { CRISIS_REPLY, CRISIS_SUGGESTIONS } from './crisis-support';
import { suggestionsFor } from './guides';
import { topicOf } from './topics';

/** Who is asking, as the signed-in routes know them. */
export type AiCaller = { id: string; firstName: string };

/** A chat reply on its way: its pieces, then what completes the answer. */
export type ChatReply = {
  source: TAiSource;
  pieces: AsyncIterable<string>;
  suggestions: string[];
};

export type AiService = ReturnType<typeof createAiService>;

const GOALS_CACHE_SIZE = 10_000;
const GOALS_TTL_MS = 30_000;

const unavailable = () => new HttpError(503, AI_UNAVAILABLE_MESSAGE);

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

const jsonLength = (answer: unknown) => JSON.stringify(answer).length;

export function createAiService({
  knex,
  provider,
  throttle,
  goals,
  stats,
  logger,
  metrics,
  now,
}: {
  knex: Knex;
  provider: AiProvider;
  throttle: AiThrottle;
  goals: GoalsService;
  stats: StatsService;
  logger: Logger;
  metrics: Metrics;
  now: () => Date;
}) {
  // A conversation asks for the person's goals with every message, so the
  // chat reads them through a short cache (a goal changed a moment ago may
  // reach the guide up to GOALS_TTL_MS late); the generators read them fresh.
  const recentGoals = new LRUCache<string, AiPerson['goals']>({
    max: GOALS_CACHE_SIZE,
    ttl: GOALS_TTL_MS,
  });
  const goalsOf = async (userId: string): Promise<AiPerson['goals']> => {
    const titles = (await goals.list(userId)).map(({ title, category, isCompleted }) => ({
      title,
      category,
      isCompleted,
    }));
    recentGoals.set(userId, titles);
    return titles;
  };
  const personFor = async (
    caller: AiCaller,
    { recent = false }: { recent?: boolean } = {},
  ): Promise<AiPerson> => ({
    id: caller.id,
    firstName: caller.firstName,
    goals: (recent ? recentGoals.get(caller.id) : undefined) ?? (await goalsOf(caller.id)),
  });

  const callLabels = (what: string) => ({
    call: what.replaceAll(' ', '_'),
    provider: provider.source.provider,
  });

  /**
   * One line per provider call: its kind, size in characters each way, and time;
   * never the text. Its time goes to the AI call metrics too.
   */
  const logCall = (what: string, startedAt: number, inputChars: number, outputChars: number) => {
    const ms = performance.now() - startedAt;
    metrics.aiCallDuration.observe(callLabels(what), ms / 1000);
    logger.info(`AI ${what}`, {
      provider: provider.source.provider,
      inputChars,
      outputChars,
      ms: Math.round(ms),
    });
  };

  /** A provider call that failed, before or during its answer: counted once however far it is rethrown. */
  const counted = new WeakSet<object>();
  const countFailure = (what: string, error: unknown) => {
    if (error instanceof Object && counted.has(error)) return;
    if (error instanceof Object) counted.add(error);
    metrics.aiCallErrors.inc(callLabels(what));
  };

  /** A failed call in the log: a refused configuration is an error to fix, an outage a warning. */
  const logFailure = (what: string, error: AiUnavailableError) => {
    if (error instanceof AiConfigurationError) {
      logger.error(`AI ${what} failed: configuration error, ${error.message}`, {
        provider: provider.source.provider,
        ...error.refusal,
      });
      return;
    }
    logger.warn(`AI ${what} failed: ${error.message}`, { provider: provider.source.provider });
  };

  /**
   * Runs a provider call, logged with its size and time (`sizeOf` measures the answer); a
   * failure is logged (never the person's text) and answered 503.
   */
  const ask = async <T>(
    what: string,
    call: () => Promise<T>,
    size?: { inputChars: number; sizeOf: (answer: T) => number },
  ): Promise<T> => {
    const startedAt = performance.now();
    try {
      const answer = await call();
      if (size) logCall(what, startedAt, size.inputChars, size.sizeOf(answer));
      return answer;
    } catch (error) {
      if (!(error instanceof AiUnavailableError)) throw error;
      countFailure(what, error);
      logFailure(what, error);
      throw unavailable();
    }
  };

  const crisisCheck = createCrisisCheck({ provider, logger });
  const crisisChat = (): ChatReply => ({
    source: provider.source,
    pieces: once(CRISIS_REPLY),
    suggestions: CRISIS_SUGGESTIONS,
  });

  const todayFor = async (userId: string): Promise<string> => {
    const row = await knex('users')
      .where({ id: userId })
      .first<{ time_zone: string | null }>('time_zone');
    const zone =
      row?.time_zone && isIanaTimeZone(row.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE;
    return localDayOf(now(), zone);
  };

  /**
   * Starts a reply. The first piece is awaited here, so a provider that is
   * down is a 503 before anything is sent; later failures end the stream.
   */
  const chat = async (
    caller: AiCaller,
    request: Pick<ChatInput, 'guide' | 'message' | 'history'>,
    signal: AbortSignal,
  ): Promise<ChatReply> => {
    // A crisis our own check hears is answered before anything else, the
    // person's limit included: help is never refused for having asked a lot.
    if (crisisCheck.heardLocally(request.message)) return crisisChat();
    // The limit first, so a person past it cannot make us call moderation;
    // then the goals and the provider's moderation together: one wait, not two.
    await throttle.count(caller.id);
    const [person, moderation] = await Promise.all([
      personFor(caller, { recent: true }),
      crisisCheck.heardByModeration(request.message, signal),
    ]);
    if (moderation) return crisisChat();
    const input: ChatInput = { ...request, person };
    const startedAt = performance.now();
    const inputChars =
      request.message.length +
      request.history.reduce((sum, { content }) => sum + content.length, 0);
    const iterator = provider.chat(input, signal)[Symbol.asyncIterator]();
    const first = await ask('chat', () => iterator.next());
    async function* pieces(): AsyncIterable<string> {
      let outputChars = 0;
      try {
        for (let next = first; !next.done; next = await iterator.next()) {
          outputChars += next.value.length;
          yield next.value;
        }
      } catch (error) {
        // A stream that broke after its first piece (the caller words the answer).
        if (!signal.aborted) countFailure('chat', error);
        throw error;
      }
      logCall('chat', startedAt, inputChars, outputChars);
    }
    return {
      source: provider.source,
      pieces: pieces(),
      suggestions: suggestionsFor(request.guide, topicOf(request.message)),
    };
  };

  return {
    chat,

    /** The whole reply in one answer (the spec's plain call). */
    async chatAnswer(
      caller: AiCaller,
      request: Pick<ChatInput, 'guide' | 'message' | 'history'>,
      signal: AbortSignal,
    ): Promise<TChatResponse> {
      const reply = await chat(caller, request, signal);
      let response = '';
      await ask('chat', async () => {
        for await (const piece of reply.pieces) response += piece;
      });
      return { response, suggestions: reply.suggestions, source: reply.source };
    },

    async dailyStory(caller: AiCaller, signal: AbortSignal) {
      await throttle.count(caller.id);
      const [person, day] = await Promise.all([personFor(caller), todayFor(caller.id)]);
      const story = await ask('daily story', () => provider.dailyStory({ person, day }, signal), {
        inputChars: 0,
        sizeOf: (text) => text.length,
      });
      return { story, source: provider.source };
    },

    async meditationScript(
      caller: AiCaller,
      request: TMeditationScriptRequest,
      signal: AbortSignal,
    ) {
      // The topic and the intention are the person's own words: checked as a chat message is.
      const text = `${request.topic}\n${request.intent}`;
      if (crisisCheck.heardLocally(text)) return { script: CRISIS_REPLY, source: provider.source };
      await throttle.count(caller.id);
      const [person, moderation] = await Promise.all([
        personFor(caller),
        crisisCheck.heardByModeration(text, signal),
      ]);
      if (moderation) return { script: CRISIS_REPLY, source: provider.source };
      const script = await ask(
        'meditation script',
        () => provider.meditationScript({ ...request, person }, signal),
        { inputChars: request.topic.length + request.intent.length, sizeOf: (text) => text.length },
      );
      return { script, source: provider.source };
    },

    async affirmations(
      caller: AiCaller,
      request: TGenerateAffirmationsRequest,
      signal: AbortSignal,
    ) {
      await throttle.count(caller.id);
      const person = await personFor(caller);
      const affirmations = await ask(
        'affirmations',
        () => provider.affirmations({ ...request, person }, signal),
        { inputChars: request.category.length, sizeOf: jsonLength },
      );
      return { affirmations, source: provider.source };
    },

    async goalRecommendations(caller: AiCaller, signal: AbortSignal) {
      await throttle.count(caller.id);
      const [person, figures] = await Promise.all([personFor(caller), stats.forUser(caller.id)]);
      const answer = await ask(
        'goal recommendations',
        () => provider.goalRecommendations({ person, stats: figures }, signal),
        { inputChars: 0, sizeOf: jsonLength },
      );
      return { ...answer, source: provider.source };
    },

    async progressInsights(caller: AiCaller, signal: AbortSignal) {
      await throttle.count(caller.id);
      const [person, figures] = await Promise.all([personFor(caller), stats.forUser(caller.id)]);
      const insights = await ask(
        'progress insights',
        () => provider.progressInsights({ person, stats: figures }, signal),
        { inputChars: 0, sizeOf: jsonLength },
      );
      return { insights, source: provider.source };
    },
  };
}
