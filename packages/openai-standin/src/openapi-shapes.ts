import { z } from 'zod';

/*
 * Hand-written zod schemas for the parts of OpenAI's published OpenAPI
 * description that the stand-in answers with, so its tests can check that every
 * reply and every streamed chunk has the shape the real API documents.
 *
 * They follow `openapi.yaml` of github.com/openai/openai-openapi at commit
 * f85dbe223d40e1a31cba812ab2d755c7e98a92a3 (2026-08-21, `info.version: 2.3.0`),
 * components/schemas:
 *   CreateChatCompletionResponse, CreateChatCompletionStreamResponse,
 *   ChatCompletionResponseMessage, ChatCompletionStreamResponseDelta,
 *   CompletionUsage, ServiceTier, ErrorResponse / Error, ListModelsResponse / Model,
 *   CreateModerationResponse.
 *
 * Each schema lists every property the spec names (so an object with a property
 * the spec does not know fails: strict objects), with the spec's required
 * fields, enums and nullability. Properties the stand-in never sends (tool calls,
 * logprob tokens, audio, moderation, details) are checked loosely.
 */

/** `ServiceTier`: one of the enum values, or null. */
export const ZServiceTier = z
  .enum(['auto', 'default', 'flex', 'scale', 'priority', 'fast'])
  .nullable();

/** `CompletionUsage`: the three counts are required integers; the details list theirs. */
export const ZCompletionUsage = z.strictObject({
  completion_tokens: z.int(),
  prompt_tokens: z.int(),
  total_tokens: z.int(),
  completion_tokens_details: z
    .strictObject({
      accepted_prediction_tokens: z.int().optional(),
      audio_tokens: z.int().optional(),
      reasoning_tokens: z.int().optional(),
      text_tokens: z.int().optional(),
      rejected_prediction_tokens: z.int().optional(),
    })
    .optional(),
  prompt_tokens_details: z
    .strictObject({
      audio_tokens: z.int().optional(),
      cached_tokens: z.int().optional(),
      text_tokens: z.int().optional(),
      image_tokens: z.int().optional(),
      cache_write_tokens: z.int().optional(),
    })
    .optional(),
});

const ZLogprobs = z
  .strictObject({
    content: z.array(z.unknown()).nullable(),
    refusal: z.array(z.unknown()).nullable(),
  })
  .nullable();

/** The `finish_reason` enum shared by completions and chunks. */
export const ZFinishReason = z.enum([
  'stop',
  'length',
  'tool_calls',
  'content_filter',
  'function_call',
]);

/** `ChatCompletionResponseMessage`: role, content and refusal are required. */
export const ZChatCompletionResponseMessage = z.strictObject({
  role: z.literal('assistant'),
  content: z.string().nullable(),
  refusal: z.string().nullable(),
  tool_calls: z.array(z.unknown()).optional(),
  annotations: z
    .array(
      z.strictObject({
        type: z.literal('url_citation'),
        url_citation: z.strictObject({
          end_index: z.int(),
          start_index: z.int(),
          url: z.string(),
          title: z.string(),
        }),
      }),
    )
    .optional(),
  function_call: z.strictObject({ name: z.string(), arguments: z.string() }).optional(),
  audio: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** `CreateChatCompletionResponse`: the `chat.completion` object. */
export const ZCreateChatCompletionResponse = z.strictObject({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.int(),
  model: z.string(),
  choices: z.array(
    z.strictObject({
      finish_reason: ZFinishReason,
      index: z.int(),
      message: ZChatCompletionResponseMessage,
      logprobs: ZLogprobs,
    }),
  ),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  service_tier: ZServiceTier.optional(),
  system_fingerprint: z.string().optional(),
  usage: ZCompletionUsage.optional(),
  moderation: z.unknown().optional(),
});

/** `ChatCompletionStreamResponseDelta`: every property optional. */
export const ZChatCompletionStreamResponseDelta = z.strictObject({
  content: z.string().nullable().optional(),
  function_call: z
    .strictObject({ arguments: z.string().optional(), name: z.string().optional() })
    .optional(),
  tool_calls: z.array(z.unknown()).optional(),
  role: z.enum(['developer', 'system', 'user', 'assistant', 'tool']).optional(),
  refusal: z.string().nullable().optional(),
});

/** `CreateChatCompletionStreamResponse`: one `chat.completion.chunk`. */
export const ZCreateChatCompletionStreamResponse = z.strictObject({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.int(),
  model: z.string(),
  choices: z.array(
    z.strictObject({
      delta: ZChatCompletionStreamResponseDelta,
      logprobs: ZLogprobs.optional(),
      finish_reason: ZFinishReason.nullable(),
      index: z.int(),
    }),
  ),
  obfuscation: z.string().optional(),
  service_tier: ZServiceTier.optional(),
  system_fingerprint: z.string().optional(),
  usage: ZCompletionUsage.nullable().optional(),
  moderation: z.unknown().optional(),
});

/** `ErrorResponse` with its `Error`: all four fields required, code and param nullable. */
export const ZErrorResponse = z.strictObject({
  error: z.strictObject({
    code: z.string().nullable(),
    message: z.string(),
    param: z.string().nullable(),
    type: z.string(),
  }),
});

/** `ListModelsResponse` of `Model`s. */
export const ZListModelsResponse = z.strictObject({
  object: z.literal('list'),
  data: z.array(
    z.strictObject({
      id: z.string(),
      object: z.literal('model'),
      created: z.int(),
      owned_by: z.string(),
      shutdown_date: z.string().nullable().optional(),
    }),
  ),
});

const TEXT_ONLY = z.array(z.literal('text'));
const TEXT_OR_IMAGE = z.array(z.enum(['text', 'image']));
/** `illicit` and `illicit/violent` may be null in `categories`; the others are booleans. */
const ZNullableFlag = z.boolean().nullable();

/**
 * `CreateModerationResponse`: `id`, `model` and `results` required; each result
 * has `flagged` and the thirteen categories in each of its three maps, all required.
 */
export const ZCreateModerationResponse = z.strictObject({
  id: z.string(),
  model: z.string(),
  results: z.array(
    z.strictObject({
      flagged: z.boolean(),
      categories: z.strictObject({
        hate: z.boolean(),
        'hate/threatening': z.boolean(),
        harassment: z.boolean(),
        'harassment/threatening': z.boolean(),
        illicit: ZNullableFlag,
        'illicit/violent': ZNullableFlag,
        'self-harm': z.boolean(),
        'self-harm/intent': z.boolean(),
        'self-harm/instructions': z.boolean(),
        sexual: z.boolean(),
        'sexual/minors': z.boolean(),
        violence: z.boolean(),
        'violence/graphic': z.boolean(),
      }),
      category_scores: z.strictObject({
        hate: z.number(),
        'hate/threatening': z.number(),
        harassment: z.number(),
        'harassment/threatening': z.number(),
        illicit: z.number(),
        'illicit/violent': z.number(),
        'self-harm': z.number(),
        'self-harm/intent': z.number(),
        'self-harm/instructions': z.number(),
        sexual: z.number(),
        'sexual/minors': z.number(),
        violence: z.number(),
        'violence/graphic': z.number(),
      }),
      category_applied_input_types: z.strictObject({
        hate: TEXT_ONLY,
        'hate/threatening': TEXT_ONLY,
        harassment: TEXT_ONLY,
        'harassment/threatening': TEXT_ONLY,
        illicit: TEXT_ONLY,
        'illicit/violent': TEXT_ONLY,
        'self-harm': TEXT_OR_IMAGE,
        'self-harm/intent': TEXT_OR_IMAGE,
        'self-harm/instructions': TEXT_OR_IMAGE,
        sexual: TEXT_OR_IMAGE,
        'sexual/minors': TEXT_ONLY,
        violence: TEXT_OR_IMAGE,
        'violence/graphic': TEXT_OR_IMAGE,
      }),
    }),
  ),
});
