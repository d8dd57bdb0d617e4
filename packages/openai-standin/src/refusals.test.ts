import OpenAI, { BadRequestError, NotFoundError, type APIError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ZCreateChatCompletionResponse } from './openapi-shapes';
import { startOpenAiStandIn } from './start-openai-standin';
import type { TOpenAiStandIn } from './types';

// What OpenAI refuses, the stand-in refuses, through the real SDK: the same
// status (so the same SDK error class) and the same error object. The words
// are OpenAI's, as its API answers them.

const CLASSIC = 'gpt-4o-mini';
const REASONING = 'gpt-6-luna';
const MESSAGES = [{ role: 'user' as const, content: 'Hello' }];

type TRequest = Omit<ChatCompletionCreateParamsNonStreaming, 'messages'>;
type TErrorClass = new (...args: never[]) => APIError;

describe('the stand-in refuses what OpenAI refuses', () => {
  let standIn: TOpenAiStandIn;
  let client: OpenAI;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    client = new OpenAI({ baseURL: standIn.baseURL, apiKey: 'test', maxRetries: 0 });
  });
  afterAll(async () => {
    await standIn.close();
  });

  const create = (request: TRequest) =>
    client.chat.completions.create({ ...request, messages: MESSAGES });

  it.each<[string, TRequest, TErrorClass, number, Record<string, unknown>]>([
    [
      'an unknown model',
      { model: 'gpt-unknown' },
      NotFoundError,
      404,
      {
        type: 'invalid_request_error',
        code: 'model_not_found',
        param: null,
        message: 'The model `gpt-unknown` does not exist or you do not have access to it.',
      },
    ],
    [
      'max_tokens to a reasoning model',
      { model: REASONING, max_tokens: 700 },
      BadRequestError,
      400,
      {
        type: 'invalid_request_error',
        code: 'unsupported_parameter',
        param: 'max_tokens',
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      },
    ],
    [
      'a temperature other than the default to a reasoning model',
      { model: REASONING, temperature: 0.8 },
      BadRequestError,
      400,
      {
        type: 'invalid_request_error',
        code: 'unsupported_value',
        param: 'temperature',
        message:
          "Unsupported value: 'temperature' does not support 0.8 with this model. Only the default (1) value is supported.",
      },
    ],
    [
      'a temperature above 2',
      { model: CLASSIC, temperature: 2.5 },
      BadRequestError,
      400,
      {
        type: 'invalid_request_error',
        code: 'decimal_above_max_value',
        param: 'temperature',
        message:
          "Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 2.5 instead.",
      },
    ],
    [
      'a temperature below 0',
      { model: REASONING, temperature: -1 },
      BadRequestError,
      400,
      {
        type: 'invalid_request_error',
        code: 'decimal_below_min_value',
        param: 'temperature',
        message:
          "Invalid 'temperature': decimal below minimum value. Expected a value >= 0, but got -1 instead.",
      },
    ],
    [
      'a reasoning effort to a classic model',
      { model: CLASSIC, reasoning_effort: 'low' },
      BadRequestError,
      400,
      {
        type: 'invalid_request_error',
        code: 'unsupported_parameter',
        param: 'reasoning_effort',
        message: "Unsupported parameter: 'reasoning_effort' is not supported with this model.",
      },
    ],
    [
      "a reasoning effort the model doesn't have",
      { model: REASONING, reasoning_effort: 'minimal' },
      BadRequestError,
      400,
      {
        type: 'invalid_request_error',
        code: 'unsupported_value',
        param: 'reasoning_effort',
        message:
          "Unsupported value: 'reasoning_effort' does not support 'minimal' with this model. Supported values are: 'none', 'low', 'medium', 'high', 'xhigh', and 'max'.",
      },
    ],
  ])('refuses %s', async (_name, request, errorClass, status, error) => {
    const refused: unknown = await create(request).catch((caught: unknown) => caught);

    expect(refused).toBeInstanceOf(errorClass);
    expect((refused as APIError).status).toBe(status);
    expect((refused as APIError).error).toEqual(error);
  });

  it.each<[string, TRequest]>([
    [
      'a classic model with max_tokens and a temperature',
      { model: CLASSIC, max_tokens: 50, temperature: 0.8 },
    ],
    ['a classic model with max_completion_tokens', { model: CLASSIC, max_completion_tokens: 50 }],
    [
      'a reasoning model with max_completion_tokens and an effort',
      { model: REASONING, max_completion_tokens: 2_000, reasoning_effort: 'low' },
    ],
    ['a reasoning model with the default temperature', { model: REASONING, temperature: 1 }],
  ])('answers %s', async (_name, request) => {
    const completion = await create(request);

    expect(ZCreateChatCompletionResponse.parse(completion).choices[0]?.finish_reason).toBe('stop');
  });

  it("counts a reasoning model's hidden reasoning in its completion limit", async () => {
    const roomy = await create({
      model: REASONING,
      max_completion_tokens: 2_000,
      reasoning_effort: 'low',
    });
    const reasoning = roomy.usage?.completion_tokens_details?.reasoning_tokens ?? 0;
    expect(reasoning).toBeGreaterThan(0);
    expect(roomy.usage?.completion_tokens).toBeGreaterThan(reasoning);

    // A limit the reasoning alone spends: no visible answer, cut for length.
    const spent = await create({
      model: REASONING,
      max_completion_tokens: reasoning,
      reasoning_effort: 'low',
    });
    expect(spent.choices[0]).toMatchObject({ message: { content: '' }, finish_reason: 'length' });

    // A classic model spends nothing on reasoning, and max_tokens cuts its answer.
    const classic = await create({ model: CLASSIC, max_tokens: 5 });
    expect(classic.usage?.completion_tokens_details?.reasoning_tokens).toBe(0);
    expect(classic.choices[0]?.finish_reason).toBe('length');
    expect(classic.usage?.completion_tokens).toBe(5);
  });

  it('records a refused request, as it records every request', async () => {
    standIn.clearRequests();
    await create({ model: 'gpt-unknown' }).catch(() => undefined);

    expect(standIn.requests.map(({ body }) => body)).toEqual([
      { model: 'gpt-unknown', messages: MESSAGES },
    ]);
  });
});
