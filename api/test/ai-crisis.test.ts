import {
  ZChatResponse,
  ZMeditationScriptResponse,
  type TChatResponse,
} from '@manifest/contracts/ai';
import { suggestsCrisis } from '@manifest/contracts/crisis-language';
import { beforeEach, describe, expect, it } from 'vitest';
import { CRISIS_REPLY } from '../src/features/ai/crisis-support';
import { serverSentEvents } from './support/server-sent-events';
import { useTestAppOnOpenAi } from './support/openai-test-app';
import { useTestApp } from './support/test-app';

// Issue 36: a person in crisis gets care and where to find help, never
// coaching, from both guides, streamed or not, on the offline guide and on
// OpenAI; on OpenAI its moderation endpoint is a second signal.

/** The five phrasings, which both guides used to coach. */
const CRISIS_PHRASINGS = [
  "I've been thinking about ending my life",
  "I don't want to live anymore",
  'ending it all',
  'no point in living',
  'cutting myself again',
];
/** What the stand-in's moderation flags and our own check does not hear. */
const ONLY_MODERATION_HEARS = 'I gave away all my things and wrote my goodbyes';
const BENIGN = 'That joke killed me, how do I keep this mood all week?';
const GUIDES = ['aurora', 'realityshift'] as const;
// Long enough that a loaded machine never times a moderation out by accident;
// the test of a moderation that never answers waits it out once per request.
const AI_TIMEOUT_MS = 1_500;
const HOURLY_LIMIT = 2;

type Api = ReturnType<typeof useTestApp>;

/** Asks a guide once as a plain answer and once as a stream; both answers, in that order. */
async function askBothWays(
  api: Api,
  token: string,
  json: Record<string, unknown>,
): Promise<TChatResponse[]> {
  const plain = await api.request('/api/chat/manifestation', { token, method: 'POST', json });
  expect(plain.status).toBe(200);
  const streamed = await api.request('/api/chat/manifestation', {
    token,
    method: 'POST',
    json,
    headers: { Accept: 'text/event-stream' },
  });
  expect(streamed.status).toBe(200);
  const done = serverSentEvents(streamed.text).at(-1);
  expect(done?.event).toBe('done');
  return [ZChatResponse.parse(plain.body), ZChatResponse.parse(done?.data)];
}

const expectCrisisAnswer = (answer: TChatResponse) => {
  expect(answer.response).toBe(CRISIS_REPLY);
  expect(answer.suggestions).toEqual([]);
};

describe('a crisis on the offline guide', () => {
  const api = useTestApp('pglite', {
    offlineStreamPauseMs: 0,
    // Each test signs a new person up; the low hourly limit is the last test's.
    aiLimits: { perHour: HOURLY_LIMIT, perDay: 1000 },
  });

  it.each(CRISIS_PHRASINGS)(
    'answers %j with care and help lines from both guides, streamed or not',
    async (message) => {
      const { token } = await api.newUser();
      for (const guide of GUIDES) {
        for (const answer of await askBothWays(api, token, { message, guide })) {
          expectCrisisAnswer(answer);
          expect(answer.source).toEqual({ provider: 'offline', model: null });
        }
      }
    },
  );

  it('coaches as before on benign text', async () => {
    const { token } = await api.newUser();
    for (const answer of await askBothWays(api, token, { message: BENIGN })) {
      expect(answer.response).not.toBe(CRISIS_REPLY);
      expect(answer.suggestions.length).toBeGreaterThan(0);
    }
  });

  it('answers a meditation intention in crisis with care, not a script', async () => {
    const { token } = await api.newUser();
    const answer = await api.request('/api/ai/meditation-script', {
      token,
      method: 'POST',
      json: { topic: 'Letting go', intent: "I don't want to be alive", duration: 5 },
    });
    expect(ZMeditationScriptResponse.parse(answer.body).script).toBe(CRISIS_REPLY);
  });

  it('answers a crisis even past the hourly limit', async () => {
    const limited = await api.newUser();
    const ask = (message: string) =>
      api.request('/api/chat/manifestation', {
        token: limited.token,
        method: 'POST',
        json: { message },
      });
    for (let asked = 0; asked < HOURLY_LIMIT; asked += 1) {
      expect((await ask('How do I start?')).status).toBe(200);
    }
    expect((await ask('How do I start?')).status).toBe(429);
    const answer = await ask('I want to unalive myself');
    expect(answer.status).toBe(200);
    expectCrisisAnswer(ZChatResponse.parse(answer.body));
  });
});

describe('a crisis on OpenAI, with its moderation', () => {
  const { api, stub } = useTestAppOnOpenAi({
    engine: 'pglite',
    env: { AI_TIMEOUT_MS: String(AI_TIMEOUT_MS) },
  });
  let token = '';

  beforeEach(async () => {
    stub().setBehaviour({ kind: 'ok' });
    stub().setModerationBehaviour({ kind: 'ok' });
    stub().clearRequests();
    token = (await api.newUser()).token;
  });

  const moderatedInputs = () =>
    stub().moderationRequests.map(({ body }) => (body as { input: unknown }).input);

  it.each(CRISIS_PHRASINGS)(
    'answers %j with care from both guides, and sends it nowhere',
    async (message) => {
      for (const guide of GUIDES) {
        for (const answer of await askBothWays(api, token, { message, guide })) {
          expectCrisisAnswer(answer);
        }
      }
      expect(stub().requests).toEqual([]);
      expect(stub().moderationRequests).toEqual([]);
    },
  );

  it('treats what only moderation hears as a crisis, and never asks the model', async () => {
    expect(suggestsCrisis(ONLY_MODERATION_HEARS)).toBe(false);
    for (const guide of GUIDES) {
      for (const answer of await askBothWays(api, token, {
        message: ONLY_MODERATION_HEARS,
        guide,
      })) {
        expectCrisisAnswer(answer);
      }
    }
    expect(stub().requests).toEqual([]);
    expect(moderatedInputs()).toEqual(Array(4).fill(ONLY_MODERATION_HEARS));
    expect(stub().moderationRequests[0]?.body).toMatchObject({ model: 'omni-moderation-latest' });
  });

  it('moderates a meditation intention too', async () => {
    const answer = await api.request('/api/ai/meditation-script', {
      token,
      method: 'POST',
      json: { topic: 'Peace', intent: ONLY_MODERATION_HEARS, duration: 5 },
    });
    expect(ZMeditationScriptResponse.parse(answer.body).script).toBe(CRISIS_REPLY);
    expect(moderatedInputs()).toEqual([`Peace\n${ONLY_MODERATION_HEARS}`]);
    expect(stub().requests).toEqual([]);
  });

  it('coaches on benign text, moderating only what the person wrote', async () => {
    const answers = await askBothWays(api, token, {
      message: BENIGN,
      conversationHistory: [{ role: 'assistant', content: 'Hello, I am Aurora' }],
    });
    for (const answer of answers) {
      expect(answer.response).not.toBe(CRISIS_REPLY);
      expect(answer.source.provider).toBe('openai');
    }
    expect(moderatedInputs()).toEqual([BENIGN, BENIGN]);
    expect(stub().requests).toHaveLength(2);
  });

  it.each([
    ['answers 500', { kind: 'error', status: 500 }],
    ['answers 503', { kind: 'error', status: 503 }],
    ['never answers', { kind: 'hang' }],
  ] as const)(
    'falls back to our own check when moderation %s, never failing the request',
    async (_name, behaviour) => {
      stub().setModerationBehaviour(behaviour);

      const crisis = await askBothWays(api, token, { message: 'I want to end it all' });
      crisis.forEach(expectCrisisAnswer);

      const benign = await askBothWays(api, token, { message: BENIGN });
      for (const answer of benign) expect(answer.response).not.toBe(CRISIS_REPLY);

      // Without moderation, only our own check decides: these words it does not hear.
      const unheard = await askBothWays(api, token, { message: ONLY_MODERATION_HEARS });
      for (const answer of unheard) expect(answer.response).not.toBe(CRISIS_REPLY);

      expect(JSON.stringify(api.logs)).not.toContain(ONLY_MODERATION_HEARS);
      expect(
        api.logs.filter(
          ({ level, message }) => level === 'warn' && message.startsWith('AI moderation failed'),
        ),
      ).not.toHaveLength(0);
    },
  );
});
