import type {
  TAiGuide,
  TAiSource,
  TChatHistoryMessage,
  TGenerateAffirmationsRequest,
  TMeditationScriptRequest,
} from '@manifest/contracts/ai';
import type { TUserStats } from '@manifest/contracts/stats';

/** What a provider may know about the person it answers: never more than the call needs. */
export type AiPerson = {
  /** Seeds the offline guide's choices, so one person's answers vary from another's. */
  id: string;
  firstName: string;
  /** Titles of their goals, newest first, completed ones marked. */
  goals: ReadonlyArray<{ title: string; category: string; isCompleted: boolean }>;
};

export type ChatInput = {
  person: AiPerson;
  guide: TAiGuide;
  message: string;
  history: ReadonlyArray<TChatHistoryMessage>;
};

export type InsightsInput = { person: AiPerson; stats: TUserStats };

export type GoalRecommendations = { goals: string[]; insights: string };

/**
 * The AI behind the guides and generators. Two implementations: OpenAI through
 * its SDK, and the offline guide that writes from our own material. Every
 * method throws AiUnavailableError when the provider cannot answer in time.
 */
export type AiProvider = {
  readonly source: TAiSource;
  /** The reply in pieces, in order, as the provider writes them. */
  chat: (input: ChatInput, signal: AbortSignal) => AsyncIterable<string>;
  dailyStory: (input: { person: AiPerson; day: string }, signal: AbortSignal) => Promise<string>;
  meditationScript: (
    input: TMeditationScriptRequest & { person: AiPerson },
    signal: AbortSignal,
  ) => Promise<string>;
  affirmations: (
    input: TGenerateAffirmationsRequest & { person: AiPerson },
    signal: AbortSignal,
  ) => Promise<string[]>;
  goalRecommendations: (input: InsightsInput, signal: AbortSignal) => Promise<GoalRecommendations>;
  progressInsights: (input: InsightsInput, signal: AbortSignal) => Promise<string>;
  /**
   * Whether the provider's own moderation hears self-harm in a person's text;
   * only providers that have one (OpenAI). Throws AiUnavailableError when it fails.
   */
  moderatesAsSelfHarm?: (text: string, signal: AbortSignal) => Promise<boolean>;
};

/** The provider failed, timed out or was unreachable; the API answers 503. */
export class AiUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'AiUnavailableError';
  }
}

/** What the provider named when it refused our request; never the person's text. */
export type AiRefusal = {
  model: string;
  status: number;
  code: string | null;
  param: string | null;
  /** The provider's own words, kept when they are about a parameter or the model. */
  providerMessage?: string;
};

/**
 * The provider refused how we call it: an unknown model, a parameter the model
 * does not take, a key it rejects. A configuration to fix, not an outage: the
 * person still gets the 503, and the log gets an error naming the model.
 */
export class AiConfigurationError extends AiUnavailableError {
  readonly refusal: AiRefusal;

  constructor(reason: string, refusal: AiRefusal, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'AiConfigurationError';
    this.refusal = refusal;
  }
}
