import { z } from 'zod';
import { hasSensitiveInformation, redactSensitiveInformation } from './sensitive-information';
import { BODY_MUST_BE_OBJECT, isStorableText, requiredText } from './text';

// The AI guides and generators (spec 000 sections 3, 5, 7; spec 001 sections
// 3, 5, 7, 9). The browser and the API check a chat message with the same
// rules; the API never sends a message these rules block to a provider.

export const AI_GUIDES = ['aurora', 'realityshift'] as const;
export const ZAiGuide = z.enum(AI_GUIDES, { error: 'Guide must be aurora or realityshift' });
export type TAiGuide = z.infer<typeof ZAiGuide>;

/** Spec 000 section 9: a chat message is 2 to 2000 characters; the last 10 messages are sent. */
export const CHAT_MESSAGE_MIN_LENGTH = 2;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_HISTORY_MAX_MESSAGES = 10;

/** Spec 000 section 5, word for word: title and description of each toast. */
export const CHAT_MESSAGES = {
  tooShort: {
    title: 'Message too short',
    description: 'Please provide more detail in your question.',
  },
  tooLong: {
    title: 'Message too long',
    description: 'Please keep your message under 2000 characters.',
  },
  sensitive: {
    title: 'Sensitive information detected',
    description: "Please don't share personal information like SSN or credit cards.",
  },
} as const;

export type TChatMessageProblem = keyof typeof CHAT_MESSAGES;

/**
 * Why a chat message cannot be sent, in the spec's order, or null when it can.
 * An empty message is no problem: the browser ignores it silently.
 */
export function chatMessageProblem(message: string): TChatMessageProblem | null {
  const text = message.trim();
  if (text.length === 0) return null;
  if (text.length < CHAT_MESSAGE_MIN_LENGTH) return 'tooShort';
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return 'tooLong';
  if (hasSensitiveInformation(text)) return 'sensitive';
  return null;
}

const chatText = z
  .string({ error: 'Message must be text' })
  .trim()
  .refine(isStorableText, { error: 'Message contains an invalid character' })
  .superRefine((text, context) => {
    const problem = text.length === 0 ? 'tooShort' : chatMessageProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: CHAT_MESSAGES[problem].title });
  });

export const ZChatHistoryMessage = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Role must be user or assistant' }),
  content: z
    .string({ error: 'Content must be text' })
    .max(CHAT_MESSAGE_MAX_LENGTH * 4, { error: 'A history message is too long' }),
});
export type TChatHistoryMessage = z.infer<typeof ZChatHistoryMessage>;

/**
 * `POST /api/chat/manifestation`. Only the last 10 history messages are kept
 * (a longer history is cut, not refused: an old client may send more), with any
 * sensitive information in them redacted.
 */
export const ZChatRequest = z.object(
  {
    message: chatText,
    conversationHistory: z
      .array(ZChatHistoryMessage, { error: 'Conversation history must be a list' })
      .max(100, { error: 'Conversation history is too long' })
      .default([])
      .transform((history) =>
        history
          .slice(-CHAT_HISTORY_MAX_MESSAGES)
          .map((entry) => ({ ...entry, content: redactSensitiveInformation(entry.content) })),
      ),
    guide: ZAiGuide.default('aurora'),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TChatRequest = z.input<typeof ZChatRequest>;

/** Where an answer came from: a provider, or the built-in offline guide. */
export const ZAiSource = z.object({
  provider: z.enum(['openai', 'offline']),
  model: z.string().nullable(),
});
export type TAiSource = z.infer<typeof ZAiSource>;

export const ZChatResponse = z.object({
  response: z.string(),
  suggestions: z.array(z.string()),
  source: ZAiSource,
});
export type TChatResponse = z.infer<typeof ZChatResponse>;

/** `GET /api/daily-story`. */
export const ZDailyStoryResponse = z.object({ story: z.string(), source: ZAiSource });
export type TDailyStoryResponse = z.infer<typeof ZDailyStoryResponse>;

/** Spec 001 section 9: the meditation generator's lengths, default 10. */
export const MEDITATION_SCRIPT_DURATIONS = [5, 10, 15, 20, 30] as const;
export const DEFAULT_MEDITATION_SCRIPT_DURATION = 10;

/** `POST /api/ai/meditation-script`. */
export const ZMeditationScriptRequest = z.object(
  {
    topic: requiredText('Topic', 200),
    intent: requiredText('Personal intent', 1000),
    duration: z.union(
      MEDITATION_SCRIPT_DURATIONS.map((minutes) => z.literal(minutes)),
      { error: 'Duration must be 5, 10, 15, 20 or 30 minutes' },
    ),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TMeditationScriptRequest = z.infer<typeof ZMeditationScriptRequest>;
export const ZMeditationScriptResponse = z.object({ script: z.string(), source: ZAiSource });
export type TMeditationScriptResponse = z.infer<typeof ZMeditationScriptResponse>;

/** Spec 001 section 9: the affirmation generator's categories, default Abundance. */
export const AI_AFFIRMATION_CATEGORIES = [
  'Abundance',
  'Success',
  'Self-Love',
  'Confidence',
  'Health',
  'Relationships',
  'Career',
  'Wealth',
  'Manifestation',
  'Gratitude',
] as const;
export type TAiAffirmationCategory = (typeof AI_AFFIRMATION_CATEGORIES)[number];
export const DEFAULT_AI_AFFIRMATION_CATEGORY: TAiAffirmationCategory = 'Abundance';

/** `POST /api/ai/generate-affirmations`. */
export const ZGenerateAffirmationsRequest = z.object(
  {
    category: z.enum(AI_AFFIRMATION_CATEGORIES, {
      error: `Category must be one of ${AI_AFFIRMATION_CATEGORIES.join(', ')}`,
    }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TGenerateAffirmationsRequest = z.infer<typeof ZGenerateAffirmationsRequest>;
export const ZGenerateAffirmationsResponse = z.object({
  affirmations: z.array(z.string()),
  source: ZAiSource,
});
export type TGenerateAffirmationsResponse = z.infer<typeof ZGenerateAffirmationsResponse>;

/** `POST /api/ai/goal-recommendations` (empty body: built from the user's own goals). */
export const ZGoalRecommendationsResponse = z.object({
  goals: z.array(z.string()),
  insights: z.string(),
  source: ZAiSource,
});
export type TGoalRecommendationsResponse = z.infer<typeof ZGoalRecommendationsResponse>;

/** `POST /api/ai/progress-insights` (empty body: built from the user's real stats). */
export const ZProgressInsightsResponse = z.object({ insights: z.string(), source: ZAiSource });
export type TProgressInsightsResponse = z.infer<typeof ZProgressInsightsResponse>;

/**
 * The streamed chat (`Accept: text/event-stream` on `POST /api/chat/manifestation`):
 * server-sent events `delta` (a piece of the reply, in order), then one `done`
 * carrying the whole answer, or one `error` if the provider failed mid-reply.
 * A request refused before the reply starts (400, 401, 402, 429, 503) answers
 * plain JSON with its status, as every other call does.
 */
export const CHAT_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;
export const ZChatStreamDelta = z.object({ text: z.string() });
export type TChatStreamDelta = z.infer<typeof ZChatStreamDelta>;
export const ZChatStreamError = z.object({ message: z.string() });
export type TChatStreamError = z.infer<typeof ZChatStreamError>;

/** Spec-level 503 when the provider cannot answer; never a 500 or a hang. */
export const AI_UNAVAILABLE_MESSAGE = 'The AI guide is unavailable right now';
