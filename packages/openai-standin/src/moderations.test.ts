import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { MODERATION_CATEGORIES } from './moderation-objects';
import { ZCreateModerationResponse, ZErrorResponse } from './openapi-shapes';
import { startOpenAiStandIn } from './start-openai-standin';
import type { TOpenAiStandIn } from './types';

// `POST /v1/moderations`: objects valid against OpenAI's CreateModerationResponse,
// OpenAI's refusals, and the failures a test can ask for.
describe('the stand-in moderations', () => {
  let standIn: TOpenAiStandIn;
  let client: OpenAI;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    client = new OpenAI({ apiKey: 'sk-test', baseURL: standIn.baseURL, maxRetries: 0 });
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => {
    standIn.setModerationBehaviour({ kind: 'ok' });
    standIn.clearRequests();
  });

  const post = (body: unknown, authorization = 'Bearer test') =>
    fetch(`${standIn.baseURL}/moderations`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it.each([
    ['a string', 'I love my morning walks', 1],
    ['a list of strings', ['first', 'second'], 2],
    [
      'content parts',
      [
        { type: 'text', text: 'look' },
        { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
      ],
      1,
    ],
  ])('answers %s with a moderation object of OpenAI shape', async (_name, input, results) => {
    const response = await post({ model: 'omni-moderation-latest', input });

    expect(response.status).toBe(200);
    const moderation = ZCreateModerationResponse.parse(await response.json());
    expect(moderation.id).toMatch(/^modr-/);
    expect(moderation.model).toBe('omni-moderation-latest');
    expect(moderation.results).toHaveLength(results);
    expect(Object.keys(moderation.results[0]!.categories).sort()).toEqual(
      [...MODERATION_CATEGORIES].sort(),
    );
  });

  it('flags self-harm, with its intent, through the real SDK', async () => {
    const moderation = await client.moderations.create({
      model: 'omni-moderation-latest',
      input: 'I want to end my life',
    });
    const [result] = moderation.results;

    expect(result?.flagged).toBe(true);
    expect(result?.categories['self-harm']).toBe(true);
    expect(result?.categories['self-harm/intent']).toBe(true);
    expect(result?.category_scores['self-harm']).toBeGreaterThan(0.5);
    expect(result?.categories.violence).toBe(false);
    expect(standIn.moderationRequests).toHaveLength(1);
  });

  it('flags the goodbyes only its own rule knows, and leaves ordinary text alone', async () => {
    const moderation = await client.moderations.create({
      input: ['I gave away all my things this week', 'I gave away old clothes to charity'],
    });

    expect(moderation.results.map(({ flagged }) => flagged)).toEqual([true, false]);
    expect(moderation.results[1]?.category_scores['self-harm']).toBeLessThan(0.01);
  });

  it('refuses a request without input with 400 missing_required_parameter', async () => {
    const response = await post({ model: 'omni-moderation-latest' });

    expect(response.status).toBe(400);
    expect(ZErrorResponse.parse(await response.json()).error).toMatchObject({
      code: 'missing_required_parameter',
      param: 'input',
      type: 'invalid_request_error',
    });
  });

  it('refuses an unknown model with 404 model_not_found, through the SDK too', async () => {
    const response = await post({ model: 'gpt-4o-mini', input: 'hello' });
    expect(response.status).toBe(404);
    expect(ZErrorResponse.parse(await response.json()).error.code).toBe('model_not_found');

    await expect(
      client.moderations.create({ model: 'omni-moderation-unknown', input: 'hello' }),
    ).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
  });

  it.each([
    ['a number', 42],
    ['an empty list', []],
    ['a list of numbers', [1, 2]],
    ['a malformed content part', [{ type: 'text' }]],
  ])('refuses input that is %s with 400', async (_name, input) => {
    const response = await post({ input });

    expect(response.status).toBe(400);
    expect(ZErrorResponse.parse(await response.json()).error.param).toBe('input');
  });

  it('refuses bad JSON with 400 and a missing key with 401', async () => {
    expect((await post('{"input":')).status).toBe(400);
    const unauthorised = await post({ input: 'hello' }, '');
    expect(unauthorised.status).toBe(401);
    ZErrorResponse.parse(await unauthorised.json());
  });

  it('fails as asked: an error status, or no answer at all', async () => {
    standIn.setModerationBehaviour({ kind: 'error', status: 503 });
    const failed = await post({ input: 'hello' });
    expect(failed.status).toBe(503);
    ZErrorResponse.parse(await failed.json());

    standIn.setModerationBehaviour({ kind: 'hang' });
    const hanging = new OpenAI({
      apiKey: 'sk-test',
      baseURL: standIn.baseURL,
      maxRetries: 0,
      timeout: 100,
    });
    await expect(hanging.moderations.create({ input: 'hello' })).rejects.toBeInstanceOf(
      OpenAI.APIConnectionTimeoutError,
    );
  });
});
