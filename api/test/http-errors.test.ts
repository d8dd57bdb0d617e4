import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/middleware/error-answer';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES, openDeadDatabase } from './support/test-database';
import { startTestServer } from './support/test-server';
import { TEST_PASSWORD } from './support/test-users';

const looksLikeStack = /\bat .+:\d+:\d+|\.ts\b|node_modules/;

describe.each(DATABASE_ENGINES)('error answers on %s', (engine) => {
  const api = useTestApp(engine);

  it('answers an unknown route with 404 JSON', async () => {
    for (const path of ['/api/nothing-here', '/', '/api/auth/signup/extra']) {
      const answer = await api.request(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ message: 'Not found' });
    }
  });

  it('answers a wrong method on a known route with 405 JSON', async () => {
    const answer = await api.request('/api/auth/signup', { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ message: 'Method not allowed' });
    expect(answer.headers.get('allow')).toContain('POST');
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await api.request('/api/auth/signin', { rawBody: '{"email": "a@b.co",' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Request body must be valid JSON' });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const answer = await api.request('/api/auth/signin', { rawBody: '"hello"' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Request body must be valid JSON' });
    const list = await api.request('/api/auth/signin', { json: [1, 2] });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('answers a huge body with 413', async () => {
    const answer = await api.request('/api/auth/signup', {
      json: {
        firstName: 'x'.repeat(200_000),
        lastName: 'y',
        email: 'a@b.co',
        password: TEST_PASSWORD,
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request body is too large' });
  });

  it('gives every answer a request id, kept from the caller when sane', async () => {
    const own = await api.request('/api/health', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(own.headers.get('x-request-id')).toBe('trace-42');
    const bad = await api.request('/api/health', { headers: { 'X-Request-Id': 'a b<c>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never puts a stack trace in an error answer', async () => {
    const answers = await Promise.all([
      api.request('/api/nothing'),
      api.request('/api/auth/signin', { rawBody: '{' }),
      api.request('/api/auth/signup', { json: {} }),
      api.request('/api/auth/user', { token: 'nope' }),
    ]);
    for (const answer of answers) expect(answer.text).not.toMatch(looksLikeStack);
  });

  it('answers a failure inside with a bare 500 and logs the stack instead', async () => {
    // A closed PGlite: a failure no retry cures (an unreachable PostgreSQL is a 503, below).
    const deadDatabase = await openDeadDatabase('pglite');
    const broken = await startTestServer({ database: deadDatabase });
    try {
      const answer = await broken.request('/api/auth/user', { token: 'some-token' });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Internal server error' });
      const logged = broken.logs.find((entry) => entry.level === 'error');
      expect(logged?.fields?.path).toBe('/api/auth/user');
      expect(String(logged?.fields?.stack)).toMatch(/\n\s+at /);
    } finally {
      await broken.close();
      await deadDatabase.close();
    }
  });
});

describe('error answers while PostgreSQL cannot be reached', () => {
  it('answers 503 with a clear message and Retry-After', async () => {
    const unreachable = await openDeadDatabase('postgres');
    const broken = await startTestServer({ database: unreachable });
    try {
      const answer = await broken.request('/api/auth/user', { token: 'some-token' });
      expect([answer.status, answer.body]).toEqual([
        503,
        { message: DATABASE_UNAVAILABLE_MESSAGE },
      ]);
      expect(answer.headers.get('retry-after')).toBe('5');
    } finally {
      await broken.close();
      await unreachable.close();
    }
  });
});
