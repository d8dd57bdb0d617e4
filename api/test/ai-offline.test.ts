import {
  ZChatResponse,
  ZChatStreamDelta,
  ZDailyStoryResponse,
  ZGenerateAffirmationsResponse,
  ZGoalRecommendationsResponse,
  ZMeditationScriptResponse,
  ZProgressInsightsResponse,
} from '@manifest/contracts/ai';
import { describe, expect, it } from 'vitest';
import { CRISIS_REPLY } from '../src/features/ai/crisis-support';
import { serverSentEvents } from './support/server-sent-events';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

const OFFLINE = { provider: 'offline', model: null };
const AI_CALLS = [
  ['POST', '/api/chat/manifestation'],
  ['GET', '/api/daily-story'],
  ['POST', '/api/ai/meditation-script'],
  ['POST', '/api/ai/generate-affirmations'],
  ['POST', '/api/ai/goal-recommendations'],
  ['POST', '/api/ai/progress-insights'],
] as const;

describe.each(DATABASE_ENGINES)('the offline AI guide on %s', (engine) => {
  const api = useTestApp(engine, {
    offlineStreamPauseMs: 0,
    aiLimits: { perHour: 1000, perDay: 1000 },
  });

  const chat = (token: string, json: unknown, headers: Record<string, string> = {}) =>
    api.request('/api/chat/manifestation', { token, method: 'POST', json, headers });

  it.each(AI_CALLS)('%s %s asks for a session', async (method, path) => {
    const answer = await api.request(path, { method, json: method === 'POST' ? {} : undefined });
    expect(answer.status).toBe(401);
  });

  it('answers a chat message in one answer, marked offline, with suggestions', async () => {
    const user = await api.newUser();
    const answer = await chat(user.token, { message: 'How do I attract more money?' });
    expect(answer.status).toBe(200);
    const reply = ZChatResponse.parse(answer.body);
    expect(reply.source).toEqual(OFFLINE);
    expect(reply.response.length).toBeGreaterThan(100);
    expect(reply.suggestions).toHaveLength(3);
  });

  it('keeps no trace of what a person wrote: not in the logs, not in the database', async () => {
    const user = await api.newUser();
    const secret = 'my very private wish about the blue lighthouse';
    expect((await chat(user.token, { message: secret })).status).toBe(200);
    expect(JSON.stringify(api.logs)).not.toContain('blue lighthouse');
    // What is logged instead: the call's kind, its size each way and its time.
    const call = api.logs.filter(({ message }) => message === 'AI chat').at(-1);
    expect(call?.fields).toMatchObject({ provider: 'offline', inputChars: secret.length });
    expect(call?.fields?.['outputChars']).toBeGreaterThan(100);
    expect(call?.fields?.['ms']).toEqual(expect.any(Number));
    const tables = (await api
      .knex('information_schema.columns')
      .where({ table_schema: 'public' })
      .whereIn('data_type', ['text', 'character varying', 'jsonb'])
      .select('table_name', 'column_name')) as Array<{ table_name: string; column_name: string }>;
    for (const { table_name: table, column_name: column } of tables) {
      const found = await api
        .knex(table)
        .whereRaw('??::text like ?', [column, '%blue lighthouse%'])
        .first();
      expect(found, `${table}.${column}`).toBeUndefined();
    }
  });

  it('streams a chat reply as server-sent events that add up to the done answer', async () => {
    const user = await api.newUser();
    const answer = await chat(
      user.token,
      { message: 'Teach me to shift realities', guide: 'realityshift' },
      { Accept: 'text/event-stream' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store, no-transform');
    const events = serverSentEvents(answer.text);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(events.at(-1)?.event).toBe('done');
    const done = ZChatResponse.parse(events.at(-1)?.data);
    expect(deltas.map((event) => ZChatStreamDelta.parse(event.data).text).join('')).toBe(
      done.response,
    );
    expect(done.source).toEqual(OFFLINE);
  });

  it.each([
    [{ message: 'a' }, 'Message too short'],
    [{ message: '   ' }, 'Message too short'],
    [{ message: 'x'.repeat(2001) }, 'Message too long'],
    [{ message: 'my ssn is 123-45-6789' }, 'Sensitive information detected'],
    [{ message: 'card 4242 4242 4242 4242 please' }, 'Sensitive information detected'],
    [{ message: 'Hello there', guide: 'gandalf' }, 'Guide must be aurora or realityshift'],
    [
      { message: 'Hello there', conversationHistory: 'nope' },
      'Conversation history must be a list',
    ],
    [
      { message: 'Hello there', conversationHistory: [{ role: 'system', content: 'x' }] },
      'Role must be user or assistant',
    ],
  ])('refuses %j: %s', async (json, message) => {
    const user = await api.newUser();
    const answer = await chat(user.token, json);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message });
  });

  it('answers a message that suggests crisis with care and where to find help, in both guides', async () => {
    const user = await api.newUser();
    for (const guide of ['aurora', 'realityshift']) {
      const answer = await chat(user.token, { message: 'I want to kill myself', guide });
      const reply = ZChatResponse.parse(answer.body);
      expect(reply.response).toBe(CRISIS_REPLY);
      expect(reply.response).toContain('988');
    }
  });

  it("tells one daily story a day, closing on the person's goal", async () => {
    const user = await api.newUser();
    await api.request('/api/goals', {
      token: user.token,
      method: 'POST',
      json: { title: 'Open my own bakery', description: '', category: 'career' },
    });
    const first = ZDailyStoryResponse.parse((await api.request('/api/daily-story', user)).body);
    const again = ZDailyStoryResponse.parse((await api.request('/api/daily-story', user)).body);
    expect(first.story).toContain('Open my own bakery');
    expect(again.story).toBe(first.story);
    expect(first.source).toEqual(OFFLINE);
  });

  it('writes a meditation script for a topic, intent and length', async () => {
    const user = await api.newUser();
    const answer = await api.request('/api/ai/meditation-script', {
      token: user.token,
      method: 'POST',
      json: { topic: 'Inner Peace', intent: 'sleep well before my exam', duration: 15 },
    });
    expect(answer.status).toBe(200);
    const { script } = ZMeditationScriptResponse.parse(answer.body);
    expect(script).toContain('Inner Peace: a 15-minute guided meditation');
    expect(script).toContain('sleep well before my exam');
  });

  it.each([
    [
      { topic: 'Peace', intent: 'calm', duration: 7 },
      'Duration must be 5, 10, 15, 20 or 30 minutes',
    ],
    [{ topic: ' ', intent: 'calm', duration: 10 }, 'Topic is required'],
    [{ topic: 'Peace', intent: '', duration: 10 }, 'Personal intent is required'],
  ])('refuses the script request %j: %s', async (json, message) => {
    const user = await api.newUser();
    const answer = await api.request('/api/ai/meditation-script', {
      token: user.token,
      method: 'POST',
      json,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message });
  });

  it('generates affirmations for one of the ten categories only', async () => {
    const user = await api.newUser();
    const answer = await api.request('/api/ai/generate-affirmations', {
      token: user.token,
      method: 'POST',
      json: { category: 'Gratitude' },
    });
    expect(ZGenerateAffirmationsResponse.parse(answer.body).affirmations).toHaveLength(7);
    const refused = await api.request('/api/ai/generate-affirmations', {
      token: user.token,
      method: 'POST',
      json: { category: 'Lottery' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(/^Category must be one of Abundance, Success/),
    });
  });

  it("recommends goals and writes insights from the person's own goals and figures", async () => {
    const user = await api.newUser();
    await api.request('/api/affirmations/7/complete', { token: user.token, method: 'POST' });
    const recommendations = ZGoalRecommendationsResponse.parse(
      (await api.request('/api/ai/goal-recommendations', { token: user.token, method: 'POST' }))
        .body,
    );
    expect(recommendations.goals.length).toBeGreaterThanOrEqual(3);
    expect(recommendations.insights).toContain('you have not set a goal yet');
    const insights = ZProgressInsightsResponse.parse(
      (await api.request('/api/ai/progress-insights', { token: user.token, method: 'POST' })).body,
    );
    expect(insights.insights).toContain(
      'Your strongest practice is affirmations, with 1 affirmation said.',
    );
  });
});

describe.each(DATABASE_ENGINES)('AI limits on %s', (engine) => {
  const api = useTestApp(engine, {
    offlineStreamPauseMs: 0,
    aiLimits: { perHour: 3, perDay: 1000 },
  });

  it('answers 429 with Retry-After past the hourly limit, for each person alone', async () => {
    const user = await api.newUser();
    const calls = [
      () => api.request('/api/daily-story', { token: user.token }),
      () => api.request('/api/ai/progress-insights', { token: user.token, method: 'POST' }),
      () =>
        api.request('/api/chat/manifestation', {
          token: user.token,
          method: 'POST',
          json: { message: 'Hello Aurora' },
        }),
    ];
    for (const call of calls) expect((await call()).status).toBe(200);
    const refused = await api.request('/api/daily-story', { token: user.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'You have reached the limit of AI requests for now. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);

    const other = await api.newUser();
    expect((await api.request('/api/daily-story', { token: other.token })).status).toBe(200);
  });
});

describe('AI limits per day', () => {
  const api = useTestApp('postgres', {
    offlineStreamPauseMs: 0,
    aiLimits: { perHour: 100, perDay: 2 },
  });

  it('answers 429 past the daily limit even within the hourly one', async () => {
    const user = await api.newUser();
    for (let call = 0; call < 2; call += 1) {
      expect((await api.request('/api/daily-story', { token: user.token })).status).toBe(200);
    }
    const refused = await api.request('/api/daily-story', { token: user.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'You have reached the limit of AI requests for now. Please try again in 24 hours.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
  });
});
