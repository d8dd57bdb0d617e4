import { AI_UNAVAILABLE_MESSAGE } from '@manifest/contracts/ai';
import { startOpenAiStandIn, type TOpenAiStandIn } from '@manifest/openai-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl } from '../support/cms-stand-in';
import { useTestApp, type TestApp } from '../support/test-app';

// The AI provider hanging, slow or gone: the AI calls answer 503 within their
// deadline (one attempt, one retry, AI_TIMEOUT_MS each), and everything else
// answers as fast as ever meanwhile.

const TIMEOUT_MS = 400;
const AI_DEADLINE_MS = 2 * TIMEOUT_MS + 1_000;
/** The rest of the product while an AI call waits: far quicker than the AI deadline. */
const OTHER_CALL_MS = 1_000;

let standIn: TOpenAiStandIn | undefined;
let gone = '';
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  gone = await deadUrl();
});
afterAll(async () => {
  await standIn?.close();
});

const aiEnv = (baseUrl: () => string) => ({
  OPENAI_API_KEY: 'sk-faults',
  AI_TIMEOUT_MS: String(TIMEOUT_MS),
  // Read when the app starts, after the stand-in has started.
  get OPENAI_BASE_URL() {
    return baseUrl();
  },
});

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = performance.now();
  const value = await work;
  return { value, ms: performance.now() - startedAt };
}

/** A chat message answered 503 within the deadline while practice calls stay quick. */
async function expectAiDownRestUp(api: TestApp) {
  const { token } = await api.newUser();
  const chat = timed(
    api.request('/api/chat/manifestation', { token, json: { message: 'Hello?' } }),
  );
  for (const path of ['/api/daily-tasks', '/api/user/stats', '/api/goals']) {
    const other = await timed(api.request(path, { token }));
    expect(other.value.status, path).toBe(200);
    expect(other.ms, path).toBeLessThan(OTHER_CALL_MS);
  }
  const { value: answer, ms } = await chat;
  expect([answer.status, answer.body]).toEqual([503, { message: AI_UNAVAILABLE_MESSAGE }]);
  expect(ms).toBeLessThan(AI_DEADLINE_MS);
}

describe('the AI provider hanging or slow', () => {
  const api = useTestApp('pglite', {
    aiLimits: { perHour: 1000, perDay: 1000 },
    env: aiEnv(() => standIn?.baseURL ?? ''),
  });

  it('answers 503 within the deadline when it never answers; the rest is unaffected', async () => {
    standIn?.setBehaviour({ kind: 'hang' });
    await expectAiDownRestUp(api);
  });

  it('answers 503 within the deadline when it is slower than the timeout', async () => {
    standIn?.setBehaviour({ kind: 'ok', firstTokenDelayMs: TIMEOUT_MS * 3 });
    await expectAiDownRestUp(api);
  });

  it('answers again as soon as it is back', async () => {
    standIn?.setBehaviour({ kind: 'ok' });
    const { token } = await api.newUser();
    const answer = await api.request('/api/chat/manifestation', { token, json: { message: 'Hi' } });
    expect(answer.status).toBe(200);
  });
});

describe('the AI provider gone (nothing listens)', () => {
  const api = useTestApp('pglite', {
    aiLimits: { perHour: 1000, perDay: 1000 },
    env: aiEnv(() => `${gone}/v1`),
  });

  it('answers 503 at once; the rest is unaffected', async () => {
    await expectAiDownRestUp(api);
  });
});
