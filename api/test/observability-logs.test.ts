import { ZAuthResponse } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { signupBody } from './support/test-users';

const PASSWORD = 'Correct-Horse-Battery-Staple-42';
const COOKIE = 'manifest_session=cookie-value-never-logged';
const CHAT_TEXT = 'my secret wish about the silver lighthouse';
const STRIPE_SIGNATURE = 't=1700000000,v1=signature-value-never-logged';

type Line = Record<string, unknown> & { msg: string };

describe.each(DATABASE_ENGINES)('structured request logs on %s', (engine) => {
  const api = useTestApp(engine, { offlineStreamPauseMs: 0 });
  const lines = () => api.logLines.map((line) => JSON.parse(line) as Line);

  it('keeps passwords, tokens, cookies, signatures and chat text out of every line', async () => {
    const body = signupBody({ password: PASSWORD });
    expect((await api.request('/api/auth/signup', { json: body })).status).toBe(201);
    const signin = await api.request('/api/auth/signin', {
      json: { email: body.email, password: PASSWORD },
      headers: { Cookie: COOKIE },
    });
    expect(signin.status).toBe(200);
    const { token, deviceId } = ZAuthResponse.parse(signin.body);
    const chat = await api.request('/api/chat/manifestation', {
      token,
      json: { message: CHAT_TEXT, conversationHistory: [{ role: 'user', content: CHAT_TEXT }] },
      headers: { Cookie: COOKIE },
    });
    expect(chat.status).toBe(200);
    const webhook = await api.request('/api/stripe/webhook', {
      rawBody: '{"id":"evt_1"}',
      headers: { 'Stripe-Signature': STRIPE_SIGNATURE },
    });
    expect(webhook.status).toBe(400);

    const output = api.logLines.join('\n');
    expect(output).toContain('POST /api/chat/manifestation 200');
    for (const secret of [PASSWORD, token, deviceId, 'cookie-value', 'silver lighthouse']) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toContain('signature-value');
  });

  it('writes one line per request with its id, user, route pattern, status and duration', async () => {
    const user = await api.newUser();
    const created = await api.request('/api/daily-tasks', {
      token: user.token,
      json: { title: 'Walk at dawn' },
    });
    const taskId = String((created.body as { id: string }).id);
    const answer = await api.request(`/api/daily-tasks/${taskId}/complete`, {
      token: user.token,
      method: 'POST',
      headers: { 'X-Request-Id': 'trace-me-42' },
    });
    expect(answer.headers.get('X-Request-Id')).toBe('trace-me-42');

    const requestLines = lines().filter((line) => line['requestId'] === 'trace-me-42');
    expect(requestLines.at(-1)).toMatchObject({
      msg: `POST /api/daily-tasks/:taskId/complete ${answer.status}`,
      level: 30,
      requestId: 'trace-me-42',
      userId: user.id,
      route: '/api/daily-tasks/:taskId/complete',
      status: answer.status,
      ms: expect.any(Number),
    });
    expect(JSON.stringify(requestLines)).not.toContain(taskId);

    // Refused by the router's sign-in middleware: still the route's pattern.
    await api.request(`/api/daily-tasks/${taskId}/complete`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'no-session-1' },
    });
    expect(lines().find((line) => line['requestId'] === 'no-session-1')).toMatchObject({
      route: '/api/daily-tasks/:taskId/complete',
      status: 401,
    });
  });

  it('names the request on the lines its services write, and the route of an unknown path by none', async () => {
    const user = await api.newUser();
    await api.request('/api/chat/manifestation', {
      token: user.token,
      json: { message: 'Hello there' },
      headers: { 'X-Request-Id': 'chat-call-7' },
    });
    const serviceLine = lines().find(
      (line) => line.msg === 'AI chat' && line['requestId'] === 'chat-call-7',
    );
    expect(serviceLine).toMatchObject({ userId: user.id, route: '/api/chat/manifestation' });

    await api.request('/api/no-such-thing/12345', { headers: { 'X-Request-Id': 'lost-1' } });
    expect(lines().find((line) => line['requestId'] === 'lost-1')).toMatchObject({
      msg: 'GET (unmatched) 404',
      route: '(unmatched)',
      status: 404,
    });
  });
});
