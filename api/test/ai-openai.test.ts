import {
  AI_UNAVAILABLE_MESSAGE,
  ZChatResponse,
  ZChatStreamDelta,
  ZDailyStoryResponse,
  ZGenerateAffirmationsResponse,
  ZGoalRecommendationsResponse,
  ZMeditationScriptResponse,
  ZProgressInsightsResponse,
} from '@manifest/contracts/ai';
import { beforeEach, describe, expect, it } from 'vitest';
import { CRISIS_REPLY } from '../src/features/ai/crisis-support';
import { serverSentEvents } from './support/server-sent-events';
import { MODELS_UNDER_TEST, useTestAppOnOpenAi } from './support/openai-test-app';

const TIMEOUT_MS = 300;
/** A message the stand-in answers with no text at all. */
const SILENCE = 'Say nothing at all';

type RequestBody = { messages: Array<{ role: string; content: string }> };
const systemPromptOf = (body: unknown) => (body as RequestBody).messages[0]?.content ?? '';

/** Answers each kind of request as a model would, so the API's parsing is exercised. */
function replyFor(body: unknown): string {
  const system = systemPromptOf(body);
  if (system.includes('one affirmation per line')) {
    return '1. I am calm.\n2. "I am strong."\n- I am loved.';
  }
  if (system.includes('GOALS:')) {
    return 'GOALS:\n- Walk every morning\n- Save 10% of my income\nINSIGHTS:\nYou are consistent.';
  }
  const messages = (body as RequestBody).messages;
  const last = messages.at(-1)?.content ?? '';
  if (last === SILENCE) return '';
  return `Stand-in reply to: ${last}. Keep going, step by step, with love.`;
}

describe.each(MODELS_UNDER_TEST)(
  'the AI guides through the OpenAI SDK, on a %s model',
  (kind, model) => {
    const { api, stub } = useTestAppOnOpenAi({
      engine: 'pglite',
      model,
      standIn: { reply: replyFor },
      env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    let token = '';

    beforeEach(async () => {
      stub().setBehaviour({ kind: 'ok' });
      stub().clearRequests();
      token = (await api.newUser()).token;
    });

    const chat = (json: unknown, headers: Record<string, string> = {}) =>
      api.request('/api/chat/manifestation', { token, method: 'POST', json, headers });

    it("answers a chat message with the model's reply, sending the guide's prompt and the person's data", async () => {
      const answer = await chat({ message: 'How do I start?' });
      expect(answer.status).toBe(200);
      expect(ZChatResponse.parse(answer.body)).toEqual({
        response: 'Stand-in reply to: How do I start?. Keep going, step by step, with love.',
        suggestions: expect.any(Array),
        source: { provider: 'openai', model },
      });
      const [received] = stub().requests;
      expect(received?.authorization).toBe('Bearer sk-test-key');
      expect(received?.body).toMatchObject({ model, stream: true });
      expect(systemPromptOf(received?.body)).toContain('You are Aurora');
      expect((received?.body as RequestBody).messages[1]).toEqual({
        role: 'user',
        content: expect.stringMatching(
          /^<person_data>\n[\s\S]*"firstName": "Ada"[\s\S]*<\/person_data>$/,
        ),
      });
    });

    it('streams the reply as the model writes it', async () => {
      const answer = await chat(
        { message: 'Teach me scripting', guide: 'realityshift' },
        { Accept: 'text/event-stream' },
      );
      const events = serverSentEvents(answer.text);
      const deltas = events.filter((event) => event.event === 'delta');
      expect(deltas.length).toBeGreaterThanOrEqual(3);
      const done = ZChatResponse.parse(events.at(-1)?.data);
      expect(deltas.map((event) => ZChatStreamDelta.parse(event.data).text).join('')).toBe(
        done.response,
      );
      expect(done.response).toContain('Stand-in reply to: Teach me scripting');
      expect(systemPromptOf(stub().requests[0]?.body)).toContain('You are RealityShift');
    });

    it('sends at most the last 10 messages of the conversation', async () => {
      const conversationHistory = Array.from({ length: 14 }, (_, index) => ({
        role: index % 2 === 0 ? 'user' : 'assistant',
        content: `message ${index}`,
      }));
      expect((await chat({ message: 'And now?', conversationHistory })).status).toBe(200);
      const sent = (stub().requests[0]?.body as RequestBody).messages;
      // After the system prompt and the person's data.
      expect(sent.map((message) => message.content).slice(2)).toEqual([
        ...conversationHistory.slice(-10).map((message) => message.content),
        'And now?',
      ]);
    });

    it('never sends blocked or crisis messages to the provider', async () => {
      expect((await chat({ message: 'my card is 4242-4242-4242-4242' })).status).toBe(400);
      for (const guide of ['aurora', 'realityshift']) {
        const crisis = ZChatResponse.parse(
          (await chat({ message: 'I want to end my life', guide })).body,
        );
        expect(crisis.response).toBe(CRISIS_REPLY);
      }
      expect(stub().requests).toEqual([]);
    });

    it('redacts sensitive information that a client put in the history', async () => {
      const conversationHistory = [{ role: 'user', content: 'my bank account is 123456789' }];
      expect((await chat({ message: 'What now?', conversationHistory })).status).toBe(200);
      const sent = JSON.stringify(stub().requests[0]?.body);
      expect(sent).not.toContain('123456789');
      expect(sent).not.toMatch(/bank account/i);
    });

    it.each([500, 503, 429, 401] as const)(
      'answers 503 quickly when the provider answers %i',
      async (status) => {
        stub().setBehaviour({ kind: 'error', status, retryAfterSeconds: 0 });
        const started = performance.now();
        const answer = await chat({ message: 'Are you there?' });
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ message: AI_UNAVAILABLE_MESSAGE });
        expect(performance.now() - started).toBeLessThan(3_000);
      },
    );

    it('waits for a slow provider that answers within the timeout', async () => {
      stub().setBehaviour({ kind: 'ok', firstTokenDelayMs: TIMEOUT_MS / 2 });
      const answer = await chat({ message: 'Take your time' });
      expect(answer.status).toBe(200);
      expect(ZChatResponse.parse(answer.body).response).toContain('Take your time');
      expect(stub().requests).toHaveLength(1);
    });

    it('retries a transient failure once', async () => {
      stub().setBehaviour({ kind: 'fail-once', status: 503 });
      const answer = await chat({ message: 'Second time lucky?' });
      expect(answer.status).toBe(200);
      expect(stub().requests).toHaveLength(2);
    });

    it('answers 503 instead of hanging when the provider never answers', async () => {
      stub().setBehaviour({ kind: 'hang' });
      const started = performance.now();
      const answer = await api.request('/api/daily-story', { token });
      expect(answer.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS + 2_000);
    });

    it('ends a stream that breaks midway with an error event', async () => {
      stub().setBehaviour({ kind: 'break-stream' });
      const answer = await chat({ message: 'Tell me more' }, { Accept: 'text/event-stream' });
      expect(answer.status).toBe(200);
      const events = serverSentEvents(answer.text);
      expect(events.at(-1)).toEqual({ event: 'error', data: { message: AI_UNAVAILABLE_MESSAGE } });
    });

    it('writes the daily story and the meditation script with the model', async () => {
      const story = ZDailyStoryResponse.parse(
        (await api.request('/api/daily-story', { token })).body,
      );
      expect(story.story).toContain('Stand-in reply to: Write today');
      const script = await api.request('/api/ai/meditation-script', {
        token,
        method: 'POST',
        json: { topic: 'Calm', intent: 'rest deeply', duration: 20 },
      });
      expect(ZMeditationScriptResponse.parse(script.body).source.provider).toBe('openai');
      const [, data, prompt] = (stub().requests[1]?.body as RequestBody).messages;
      expect(prompt?.content).toContain('20-minute guided meditation on my topic');
      expect(data?.content).toContain('"topic": "Calm"');
      expect(data?.content).toContain('"intention": "rest deeply"');
    });

    it("reads the model's lists into affirmations and goal recommendations", async () => {
      const affirmations = ZGenerateAffirmationsResponse.parse(
        (
          await api.request('/api/ai/generate-affirmations', {
            token,
            method: 'POST',
            json: { category: 'Self-Love' },
          })
        ).body,
      );
      expect(affirmations.affirmations).toEqual(['I am calm.', 'I am strong.', 'I am loved.']);
      const recommendations = ZGoalRecommendationsResponse.parse(
        (await api.request('/api/ai/goal-recommendations', { token, method: 'POST' })).body,
      );
      expect(recommendations).toMatchObject({
        goals: ['Walk every morning', 'Save 10% of my income'],
        insights: 'You are consistent.',
      });
      const insights = ZProgressInsightsResponse.parse(
        (await api.request('/api/ai/progress-insights', { token, method: 'POST' })).body,
      );
      expect(insights.source).toEqual({ provider: 'openai', model });
    });

    it('sends every call the token limit and sampling its model accepts', async () => {
      const calls = [
        ['POST', '/api/chat/manifestation', { message: 'Hello' }],
        ['GET', '/api/daily-story', undefined],
        ['POST', '/api/ai/meditation-script', { topic: 'Calm', intent: 'rest', duration: 10 }],
        ['POST', '/api/ai/generate-affirmations', { category: 'Abundance' }],
        ['POST', '/api/ai/goal-recommendations', undefined],
        ['POST', '/api/ai/progress-insights', undefined],
      ] as const;
      for (const [method, path, json] of calls) {
        expect((await api.request(path, { token, method, json })).status, path).toBe(200);
      }
      const bodies = stub().requests.map(({ body }) => body as Record<string, unknown>);
      expect(bodies).toHaveLength(calls.length);
      for (const body of bodies) {
        if (kind === 'reasoning') {
          // Room for the answer after the hidden reasoning, a low effort, no temperature.
          expect(body).toMatchObject({ reasoning_effort: 'low' });
          expect(body.max_completion_tokens).toBeGreaterThanOrEqual(4_700);
          expect(body).not.toHaveProperty('max_tokens');
          expect(body).not.toHaveProperty('temperature');
        } else {
          expect(body.max_tokens).toBeGreaterThanOrEqual(700);
          expect(body).not.toHaveProperty('max_completion_tokens');
          expect(body).not.toHaveProperty('reasoning_effort');
        }
      }
    });

    it('answers 503, never an empty reply, when the model writes nothing', async () => {
      const plain = await chat({ message: SILENCE });
      expect([plain.status, plain.body]).toEqual([503, { message: AI_UNAVAILABLE_MESSAGE }]);
      const streamed = await chat({ message: SILENCE }, { Accept: 'text/event-stream' });
      expect([streamed.status, streamed.body]).toEqual([503, { message: AI_UNAVAILABLE_MESSAGE }]);
      expect(api.logs.filter(({ message }) => message.includes('empty answer'))).toHaveLength(2);
    });
  },
);

// A provider refusing how the API calls it is our configuration, not an
// outage: the person gets the same 503 as when it is down, never a 500, and
// the log says, as an error, which model was refused and why.
describe('a provider refusing the configuration', () => {
  const expectConfigurationError = async (
    api: ReturnType<typeof useTestAppOnOpenAi>['api'],
    refusal: Record<string, unknown>,
  ) => {
    const { token } = await api.newUser();
    const plain = await api.request('/api/chat/manifestation', {
      token,
      json: { message: 'Hello?' },
    });
    const streamed = await api.request('/api/chat/manifestation', {
      token,
      json: { message: 'Hello?' },
      headers: { Accept: 'text/event-stream' },
    });
    const story = await api.request('/api/daily-story', { token });
    for (const answer of [plain, streamed, story]) {
      expect([answer.status, answer.body]).toEqual([503, { message: AI_UNAVAILABLE_MESSAGE }]);
    }
    const errors = api.logs.filter(
      ({ level, message }) => level === 'error' && message.startsWith('AI '),
    );
    expect(errors.map(({ message }) => message)).toEqual([
      expect.stringMatching(/^AI chat failed: configuration error, .*refused the configured model/),
      expect.stringMatching(/^AI chat failed: configuration error/),
      expect.stringMatching(/^AI daily story failed: configuration error/),
    ]);
    for (const { fields } of errors) expect(fields).toMatchObject(refusal);
  };

  describe('a model OpenAI does not serve (shut down, or misspelt)', () => {
    const { api } = useTestAppOnOpenAi({ engine: 'pglite', model: 'gpt-4o-2024-05-13' });

    it('answers 503 and logs model_not_found with the model', async () => {
      await expectConfigurationError(api, {
        provider: 'openai',
        model: 'gpt-4o-2024-05-13',
        status: 404,
        code: 'model_not_found',
        providerMessage:
          'The model `gpt-4o-2024-05-13` does not exist or you do not have access to it.',
      });
    });
  });

  describe('a reasoning model under a name the API reads as classic', () => {
    // An Azure deployment, say: the name does not say it is a reasoning model.
    const DEPLOYMENT = 'coach-deployment';
    const { api } = useTestAppOnOpenAi({
      engine: 'pglite',
      model: DEPLOYMENT,
      standIn: {
        models: [{ id: DEPLOYMENT, reasoning: { efforts: ['low'], defaultEffort: 'low' } }],
      },
    });

    it('answers 503 and logs the unsupported parameter with the model', async () => {
      await expectConfigurationError(api, {
        model: DEPLOYMENT,
        status: 400,
        code: 'unsupported_parameter',
        param: 'max_tokens',
      });
    });
  });
});
