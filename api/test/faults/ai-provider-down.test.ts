import { AI_UNAVAILABLE_MESSAGE } from '@manifest/contracts/ai';
import { startOpenAiStandIn, type TOpenAiStandIn } from '@manifest/openai-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl } from '../support/cms-stand-in';
import { MODELS_UNDER_TEST } from '../support/openai-test-app';
import { useTestApp, type TestApp } from '../support/test-app';

// The AI provider hanging, slow or gone: the AI calls answer 503 after one
// attempt and one retry (AI_TIMEOUT_MS each), and everything else answers
// meanwhile. What is proven does not depend on the machine's speed: the attempts
// the stand-in received, and the other calls answered while the AI call still
// waited. The deadline only has to tell "two timeouts" from "never".

const TIMEOUT_MS = 1_000;
/** The SDK's pause before its one retry is at most half a second. */
const RETRY_PAUSE_MS = 500;
/** Room for a loaded CI machine: far less than a hang, or a third attempt. */
const SLACK_MS = 2_000;
const AI_DEADLINE_MS = 2 * TIMEOUT_MS + RETRY_PAUSE_MS + SLACK_MS;
const OTHER_CALLS = ['/api/daily-tasks', '/api/user/stats', '/api/goals'];

let standIn: TOpenAiStandIn | undefined;
let gone = '';
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  gone = await deadUrl();
});
afterAll(async () => {
  await standIn?.close();
});

const aiEnv = (baseUrl: () => string, model: string) => ({
  OPENAI_API_KEY: 'sk-faults',
  OPENAI_MODEL: model,
  AI_TIMEOUT_MS: String(TIMEOUT_MS),
  // Read when the app starts, after the stand-in has started.
  get OPENAI_BASE_URL() {
    return baseUrl();
  },
});

/** Sends a chat message; `settled` tells whether its answer has arrived yet. */
function startChat(api: TestApp, token: string) {
  const startedAt = performance.now();
  const chat = { settled: false, ms: 0 };
  const answer = api
    .request('/api/chat/manifestation', { token, json: { message: 'Hello?' } })
    .finally(() => {
      chat.settled = true;
      chat.ms = performance.now() - startedAt;
    });
  return { chat, answer };
}

/** The practice calls answer while the chat waits; the chat answers 503 in time. */
async function expectAiDownRestUp(api: TestApp) {
  const { token } = await api.newUser();
  const attemptsBefore = standIn?.requests.length ?? 0;
  const { chat, answer } = startChat(api, token);
  for (const path of OTHER_CALLS) {
    expect((await api.request(path, { token })).status, path).toBe(200);
  }
  expect(chat.settled, 'the practice calls waited for the AI call').toBe(false);
  const { status, body } = await answer;
  expect([status, body]).toEqual([503, { message: AI_UNAVAILABLE_MESSAGE }]);
  expect(standIn?.requests.length, 'one attempt and one retry').toBe(attemptsBefore + 2);
  expect(chat.ms).toBeLessThan(AI_DEADLINE_MS);
}

describe.each(MODELS_UNDER_TEST)(
  'the AI provider hanging or slow, on a %s model',
  (_kind, model) => {
    const api = useTestApp('pglite', {
      aiLimits: { perHour: 1000, perDay: 1000 },
      env: aiEnv(() => standIn?.baseURL ?? '', model),
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
      const answer = await api.request('/api/chat/manifestation', {
        token,
        json: { message: 'Hi' },
      });
      expect(answer.status).toBe(200);
    });
  },
);

describe('the AI provider gone (nothing listens)', () => {
  const api = useTestApp('pglite', {
    aiLimits: { perHour: 1000, perDay: 1000 },
    env: aiEnv(() => `${gone}/v1`, MODELS_UNDER_TEST[0][1]),
  });

  it('answers 503 at once, without waiting out a timeout; the rest is unaffected', async () => {
    const { token } = await api.newUser();
    const { chat, answer } = startChat(api, token);
    for (const path of OTHER_CALLS) {
      expect((await api.request(path, { token })).status, path).toBe(200);
    }
    const { status, body } = await answer;
    expect([status, body]).toEqual([503, { message: AI_UNAVAILABLE_MESSAGE }]);
    // Refused at once, twice: far sooner than the two timeouts a hang costs.
    expect(chat.ms).toBeLessThan(2 * TIMEOUT_MS);
  });
});
