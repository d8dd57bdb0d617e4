import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  BadRequestError,
  InternalServerError,
  RateLimitError,
} from 'openai';
import { afterEach, describe, expect, it } from 'vitest';

import { defaultReply } from './completion-objects';
import {
  ZCreateChatCompletionResponse,
  ZCreateChatCompletionStreamResponse,
  ZListModelsResponse,
} from './openapi-shapes';
import { startOpenAiStandIn } from './start-openai-standin';
import type { TOpenAiStandIn, TOpenAiStandInOptions, TStandInErrorStatus } from './types';

const MESSAGES = [
  { role: 'system' as const, content: 'You are a kind guide.' },
  { role: 'user' as const, content: 'How do I start my day well?' },
];
// Any of the SDK's error classes (their constructors narrow the status).
type TApiErrorClass = new (...args: never[]) => APIError;

const EXPECTED_REPLY = defaultReply({ model: 'gpt-4o-mini', messages: MESSAGES });

describe('the OpenAI stand-in through the real SDK', () => {
  let standIn: TOpenAiStandIn | undefined;

  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });

  const start = async (options: TOpenAiStandInOptions = {}, maxRetries = 0) => {
    standIn = await startOpenAiStandIn(options);
    const client = new OpenAI({ baseURL: standIn.baseURL, apiKey: 'test', maxRetries });
    return { standIn, client };
  };

  it('answers a completion that matches CreateChatCompletionResponse', async () => {
    const { client } = await start();

    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: MESSAGES,
    });

    expect(ZCreateChatCompletionResponse.parse(completion)).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: EXPECTED_REPLY, refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
    });
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
  });

  it('streams the reply in several chunks that each match CreateChatCompletionStreamResponse', async () => {
    const { client } = await start();

    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: MESSAGES,
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(ZCreateChatCompletionStreamResponse.parse(chunk));

    const pieces = chunks.flatMap((chunk) =>
      chunk.choices.map((choice) => choice.delta.content ?? ''),
    );
    expect(pieces.join('')).toBe(EXPECTED_REPLY);
    expect(pieces.filter((piece) => piece.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.at(-1)?.usage?.total_tokens).toBeGreaterThan(0);
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
  });

  it('records each request body and its Authorization header, in order', async () => {
    const { standIn, client } = await start();

    await client.chat.completions.create({ model: 'gpt-4o-mini', messages: MESSAGES });
    const stream = await client.chat.completions.create({
      model: 'gpt-6-luna',
      messages: MESSAGES,
      stream: true,
    });
    for await (const _chunk of stream) {
      // drain
    }

    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[0]).toMatchObject({
      authorization: 'Bearer test',
      body: { model: 'gpt-4o-mini', messages: MESSAGES },
    });
    expect(standIn.requests[0]?.body).not.toHaveProperty('stream');
    expect(standIn.requests[1]?.body).toMatchObject({ model: 'gpt-6-luna', stream: true });
    standIn.clearRequests();
    expect(standIn.requests).toHaveLength(0);
  });

  it('lists the models it serves', async () => {
    const { client } = await start({ models: [{ id: 'gpt-4o-mini' }, { id: 'gpt-4.1-mini' }] });

    const page = await client.models.list();

    expect(page.data.map((model) => model.id)).toEqual(['gpt-4o-mini', 'gpt-4.1-mini']);
    const response = await fetch(`${standIn?.baseURL}/models`, {
      headers: { authorization: 'Bearer test' },
    });
    ZListModelsResponse.parse(await response.json());
  });

  it('uses the reply option', async () => {
    const { client } = await start({ reply: (body) => `Echo ${body.messages.length}` });

    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: MESSAGES,
    });

    expect(completion.choices[0]?.message.content).toBe('Echo 2');
  });

  it.each<[TStandInErrorStatus, TApiErrorClass]>([
    [400, BadRequestError],
    [401, AuthenticationError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
  ])('answers %i as the SDK error class it maps to', async (status, errorClass) => {
    const { client } = await start({ behaviour: { kind: 'error', status, message: 'Nope.' } });

    const error: unknown = await client.chat.completions
      .create({ model: 'gpt-4o-mini', messages: MESSAGES })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(APIError);
    const apiError = error as APIError;
    expect(apiError.status).toBe(status);
    expect(apiError.error).toMatchObject({ message: 'Nope.', param: null });
    if (status === 429) expect(apiError.headers?.get('retry-after')).toBe('1');
  });

  it('switches behaviour at run time', async () => {
    const { standIn, client } = await start({ behaviour: { kind: 'error', status: 503 } });
    const create = () =>
      client.chat.completions.create({ model: 'gpt-4o-mini', messages: MESSAGES });

    await expect(create()).rejects.toBeInstanceOf(InternalServerError);
    standIn.setBehaviour({ kind: 'ok' });
    await expect(create()).resolves.toMatchObject({ object: 'chat.completion' });
  });

  it('hangs until the SDK times out', async () => {
    const { client } = await start({ behaviour: { kind: 'hang' } });
    const startedAt = Date.now();

    await expect(
      client.chat.completions.create(
        { model: 'gpt-4o-mini', messages: MESSAGES },
        { timeout: 200 },
      ),
    ).rejects.toBeInstanceOf(APIConnectionTimeoutError);

    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('fails once, so one SDK retry succeeds', async () => {
    const { standIn, client } = await start({ behaviour: { kind: 'fail-once', status: 503 } }, 1);

    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: MESSAGES,
    });

    expect(completion.choices[0]?.message.content).toBe(
      defaultReply({ model: 'gpt-4o-mini', messages: MESSAGES }),
    );
    expect(standIn.requests).toHaveLength(2);
  });

  it('waits the first-token delay before the first chunk', async () => {
    const firstTokenDelayMs = 300;
    const { client } = await start({
      behaviour: { kind: 'ok', firstTokenDelayMs, chunkDelayMs: 5 },
    });
    const startedAt = performance.now();

    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: MESSAGES,
      stream: true,
    });
    let firstChunkAfter: number | undefined;
    for await (const _chunk of stream) firstChunkAfter ??= performance.now() - startedAt;

    expect(firstChunkAfter).toBeGreaterThanOrEqual(firstTokenDelayMs - 5);
    expect(firstChunkAfter).toBeLessThan(firstTokenDelayMs + 1_000);
  });

  it('breaks a stream after two chunks, so iterating it throws', async () => {
    const { client } = await start({ behaviour: { kind: 'break-stream' } });

    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: MESSAGES,
      stream: true,
    });
    const received: string[] = [];
    const iterate = async () => {
      for await (const chunk of stream) received.push(chunk.choices[0]?.delta.content ?? '');
    };

    await expect(iterate()).rejects.toThrow();
    expect(received).toHaveLength(2);
    expect(received.join('')).not.toBe(EXPECTED_REPLY);
  });

  it('breaks a non-streamed call as a connection error', async () => {
    const { client } = await start({ behaviour: { kind: 'break-stream' } });

    await expect(
      client.chat.completions.create({ model: 'gpt-4o-mini', messages: MESSAGES }),
    ).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('closes within a second even with a hanging request', async () => {
    const { standIn, client } = await start({ behaviour: { kind: 'hang' } });
    const pending = client.chat.completions
      .create({ model: 'gpt-4o-mini', messages: MESSAGES })
      .catch((caught: unknown) => caught);
    await expect.poll(() => standIn.requests.length, { timeout: 1_000 }).toBe(1);
    const startedAt = Date.now();

    await standIn.close();

    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await pending).toBeInstanceOf(APIConnectionError);
  });

  it('closes promptly during a long first-token delay', async () => {
    const { standIn, client } = await start({
      behaviour: { kind: 'ok', firstTokenDelayMs: 60_000 },
    });
    const pending = client.chat.completions
      .create({ model: 'gpt-4o-mini', messages: MESSAGES })
      .catch((caught: unknown) => caught);
    await expect.poll(() => standIn.requests.length, { timeout: 1_000 }).toBe(1);
    const startedAt = Date.now();

    await standIn.close();

    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await pending).toBeInstanceOf(APIConnectionError);
  });
});
