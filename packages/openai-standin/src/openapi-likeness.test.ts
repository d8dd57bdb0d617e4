import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ZCreateChatCompletionResponse,
  ZCreateChatCompletionStreamResponse,
  ZErrorResponse,
  ZListModelsResponse,
} from './openapi-shapes';
import { startOpenAiStandIn } from './start-openai-standin';
import type { TOpenAiStandIn, TStandInErrorStatus } from './types';

// What the stand-in puts on the wire, read without the SDK, checked against
// the shapes of OpenAI's OpenAPI description.
describe('the stand-in on the wire', () => {
  let standIn: TOpenAiStandIn;
  const BODY = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello' }] };

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}, path = '/chat/completions') =>
    fetch(`${standIn.baseURL}${path}`, {
      method: 'POST',
      headers: { authorization: 'Bearer test', 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const dataLinesOf = (text: string) =>
    text
      .split('\n\n')
      .filter((event) => event.length > 0)
      .map((event) => {
        expect(event).toMatch(/^data: /);
        return event.slice('data: '.length);
      });

  it('answers a JSON completion', async () => {
    standIn.setBehaviour({ kind: 'ok' });
    const response = await post(BODY);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    ZCreateChatCompletionResponse.parse(await response.json());
  });

  it.each([
    ['without usage', {}],
    ['with usage', { stream_options: { include_usage: true } }],
  ])('streams server-sent chunks %s, then [DONE]', async (_name, extra) => {
    standIn.setBehaviour({ kind: 'ok' });
    const response = await post({ ...BODY, stream: true, ...extra });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const data = dataLinesOf(await response.text());
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data
      .slice(0, -1)
      .map((line) => ZCreateChatCompletionStreamResponse.parse(JSON.parse(line)));
    expect(chunks.length).toBeGreaterThanOrEqual(5);
  });

  it.each<TStandInErrorStatus>([400, 401, 429, 500, 503])(
    'answers %i with an ErrorResponse',
    async (status) => {
      standIn.setBehaviour({ kind: 'error', status, retryAfterSeconds: 2 });
      const response = await post(BODY);

      expect(response.status).toBe(status);
      ZErrorResponse.parse(await response.json());
      expect(response.headers.get('retry-after')).toBe(status === 429 ? '2' : null);
    },
  );

  it.each([
    [404, { ...BODY, model: 'gpt-unknown' }],
    [400, { ...BODY, model: 'gpt-6-luna', max_tokens: 100 }],
    [400, { ...BODY, model: 'gpt-6-luna', temperature: 0.5 }],
    [400, { ...BODY, temperature: 3 }],
    [400, { ...BODY, reasoning_effort: 'low' }],
  ])('refuses with %i and an ErrorResponse: %j', async (status, body) => {
    standIn.setBehaviour({ kind: 'ok' });
    const response = await post(body);

    expect(response.status).toBe(status);
    expect(ZErrorResponse.parse(await response.json()).error.code).not.toBeNull();
  });

  it.each([
    ['whole', 5_000],
    ['cut by its limit', 1_030],
    ['with no room left after reasoning', 1_000],
  ])('answers a reasoning model, %s, as a completion and as chunks', async (_name, limit) => {
    standIn.setBehaviour({ kind: 'ok' });
    const body = {
      ...BODY,
      model: 'gpt-6-luna',
      max_completion_tokens: limit,
      reasoning_effort: 'low',
    };

    const completion = ZCreateChatCompletionResponse.parse(await (await post(body)).json());
    expect(completion.usage?.completion_tokens_details?.reasoning_tokens).toBeGreaterThan(0);

    const streamed = await post({ ...body, stream: true, stream_options: { include_usage: true } });
    const data = dataLinesOf(await streamed.text());
    const chunks = data
      .slice(0, -1)
      .map((line) => ZCreateChatCompletionStreamResponse.parse(JSON.parse(line)));
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe(completion.choices[0]?.finish_reason);
    expect(chunks.at(-1)?.usage).toEqual(completion.usage);
  });

  it('refuses a missing or malformed Authorization header with 401', async () => {
    standIn.setBehaviour({ kind: 'ok' });
    for (const authorization of ['', 'Basic abc', 'Bearer ']) {
      const response = await post(BODY, { authorization });
      expect(response.status).toBe(401);
      ZErrorResponse.parse(await response.json());
    }
  });

  it('refuses bad JSON and missing parameters with 400', async () => {
    standIn.setBehaviour({ kind: 'ok' });
    const badJson = await post('{"model":');
    expect(badJson.status).toBe(400);
    ZErrorResponse.parse(await badJson.json());

    const missing = await post({ model: 'gpt-4o-mini' });
    expect(missing.status).toBe(400);
    expect(ZErrorResponse.parse(await missing.json()).error).toMatchObject({
      param: 'messages',
      code: 'missing_required_parameter',
    });
  });

  it('answers unknown paths with 404', async () => {
    const response = await post(BODY, {}, '/completions-of-some-other-kind');

    expect(response.status).toBe(404);
    expect(ZErrorResponse.parse(await response.json()).error.message).toMatch(/^Invalid URL/);
  });

  it('lists its models', async () => {
    const response = await fetch(`${standIn.baseURL}/models`, {
      headers: { authorization: 'Bearer test' },
    });

    expect(ZListModelsResponse.parse(await response.json()).data).toHaveLength(2);
  });
});
