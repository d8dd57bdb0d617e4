import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import {
  ApiError,
  ApiResponseShapeError,
  apiRequest,
  requestJson,
  serverMessage,
  setServerApiOrigin,
} from './request';
import { storeSession } from './session-storage';
import { startLocalServer, type TLocalServer } from './testing/local-server';
import { MemoryStorage } from './testing/memory-storage';
import { TEST_USER } from './testing/user-fixture';

const ZPoints = z.object({
  totalPoints: z.number(),
  points: z.array(
    z.object({ id: z.string(), description: z.string(), points: z.number(), earnedAt: z.string() }),
  ),
});

describe('apiRequest', () => {
  let server: TLocalServer;

  beforeAll(async () => {
    server = await startLocalServer();
  });

  afterAll(async () => {
    await server.close();
  });

  beforeEach(() => {
    server.requests.length = 0;
    server.respondWith({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    vi.stubGlobal('localStorage', new MemoryStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends cookies with every request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await apiRequest('GET', `${server.baseUrl}/api/user/points`);

    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it("sends a path to the server's API origin once one is set (a remote's server prerendering)", async () => {
    setServerApiOrigin(server.baseUrl);
    try {
      await apiRequest('GET', '/api/blog/categories');
    } finally {
      setServerApiOrigin(undefined);
    }
    expect(server.requests.map(({ path }) => path)).toEqual(['/api/blog/categories']);
  });

  it('sends no authorization header and no content type without a session or a body', async () => {
    await apiRequest('GET', `${server.baseUrl}/api/user/points`);

    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/api/user/points');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.body).toBe('');
  });

  it('sends the stored session token as a bearer header', async () => {
    storeSession('token-abc', TEST_USER);

    await apiRequest('GET', `${server.baseUrl}/api/auth/user`);

    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-abc');
  });

  it("sends the browser's IANA time zone with a session, so the API can draw day boundaries", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Pacific/Auckland',
    });

    await apiRequest('GET', `${server.baseUrl}/api/blog/posts`);
    storeSession('token-abc', TEST_USER);
    await apiRequest('GET', `${server.baseUrl}/api/daily-tasks`);

    // Signed out, no call reads it.
    expect(server.requests[0]?.headers['x-time-zone']).toBeUndefined();
    expect(server.requests[1]?.headers['x-time-zone']).toBe('Pacific/Auckland');
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const body = { email: 'ada@example.com', password: 'secret1' };

    await apiRequest('POST', `${server.baseUrl}/api/auth/signin`, body);

    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('sends a file as its raw bytes with its own content type', async () => {
    await apiRequest(
      'POST',
      `${server.baseUrl}/api/uploads/images`,
      new Blob(['GIF89a'], { type: 'image/gif' }),
    );

    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('image/gif');
    expect(request?.body).toBe('GIF89a');
  });

  it('returns the response of an OK answer', async () => {
    server.respondWith({ status: 200, body: '{"ok":true}' });

    const response = await apiRequest('POST', `${server.baseUrl}/api/verify-payment`, {
      paymentIntentId: 'pi_1',
    });

    expect(response.ok).toBe(true);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('throws "status: body text" and keeps the server message of a JSON error body', async () => {
    server.respondWith({
      status: 401,
      headers: { 'Content-Type': 'application/json' },
      body: '{"message":"Invalid email or password"}',
    });

    const error = await apiRequest('POST', `${server.baseUrl}/api/auth/signin`, {}).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
    expect(serverMessage(error)).toBe('Invalid email or password');
  });

  it('keeps the field a validation error names', async () => {
    server.respondWith({
      status: 400,
      body: '{"message":"Email Address is required","field":"email"}',
    });

    const error = await apiRequest('POST', `${server.baseUrl}/api/auth/signup`, {}).catch(
      (caught: unknown) => caught,
    );

    expect((error as ApiError).message).toBe(
      '400: {"message":"Email Address is required","field":"email"}',
    );
    expect(serverMessage(error)).toBe('Email Address is required');
    expect((error as ApiError).serverField).toBe('email');
  });

  it('throws "status: status text" when the error body is empty', async () => {
    server.respondWith({ status: 503, statusText: 'Service Unavailable', body: '' });

    const error = await apiRequest('GET', `${server.baseUrl}/api/goals`).catch(
      (caught: unknown) => caught,
    );

    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
    expect(serverMessage(error)).toBeUndefined();
  });

  it('has no server message when the error body is plain text', async () => {
    server.respondWith({ status: 500, body: 'database down' });

    const error = await apiRequest('GET', `${server.baseUrl}/api/goals`).catch(
      (caught: unknown) => caught,
    );

    expect((error as ApiError).message).toBe('500: database down');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('has no server message for errors that are not API errors', () => {
    expect(serverMessage(new Error('Failed to fetch'))).toBeUndefined();
    expect(serverMessage('oops')).toBeUndefined();
  });
});

describe('requestJson', () => {
  let server: TLocalServer;

  beforeAll(async () => {
    server = await startLocalServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('returns the answer parsed by its schema', async () => {
    const answer = {
      totalPoints: 35,
      points: [
        { id: 'p1', description: 'Affirmation', points: 10, earnedAt: '2030-01-01T08:00:00Z' },
      ],
    };
    server.respondWith({ status: 200, body: JSON.stringify(answer) });

    await expect(requestJson(ZPoints, 'GET', `${server.baseUrl}/api/user/points`)).resolves.toEqual(
      answer,
    );
  });

  it('rejects an answer that does not match its schema, naming the field', async () => {
    server.respondWith({ status: 200, body: '{"totalPoints":"ten","points":[]}' });

    const error = await requestJson(ZPoints, 'GET', `${server.baseUrl}/api/user/points`).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiResponseShapeError);
    expect((error as Error).message).toContain('GET');
    expect((error as Error).message).toContain('/api/user/points');
    expect((error as Error).message).toContain('totalPoints');
  });

  it('rejects an answer that is not JSON', async () => {
    server.respondWith({ status: 200, body: '<html>index</html>' });

    await expect(
      requestJson(ZPoints, 'GET', `${server.baseUrl}/api/user/points`),
    ).rejects.toBeInstanceOf(ApiResponseShapeError);
  });

  it('throws the API error, not a schema error, for a non-OK answer', async () => {
    server.respondWith({ status: 404, statusText: 'Not Found', body: '' });

    await expect(requestJson(ZPoints, 'GET', `${server.baseUrl}/api/user/points`)).rejects.toThrow(
      '404: Not Found',
    );
  });
});
