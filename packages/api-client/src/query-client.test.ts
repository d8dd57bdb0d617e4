import { QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { trialStatusQueryKey } from './calls/trial-status';
import { createQueryClient, getQueryFn } from './query-client';
import { ApiError, ApiResponseShapeError } from './request';
import { storeSession } from './session-storage';
import { startLocalServer, type TLocalServer } from './testing/local-server';
import { MemoryStorage } from './testing/memory-storage';
import { TEST_USER } from './testing/user-fixture';

const ZStats = z.object({ currentStreak: z.number() });

describe('query client', () => {
  let server: TLocalServer;

  beforeAll(async () => {
    server = await startLocalServer();
  });

  afterAll(async () => {
    await server.close();
  });

  beforeEach(() => {
    server.requests.length = 0;
    vi.stubGlobal('localStorage', new MemoryStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has the spec defaults: no interval or focus refetch, never stale, no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('fetches with a GET on the query key parts joined by slashes, with the bearer token', async () => {
    storeSession('token-abc', TEST_USER);
    server.respondWith({ status: 200, body: '{"currentStreak":4}' });

    const data = await createQueryClient().fetchQuery({
      queryKey: [server.baseUrl, 'api', 'user', 'stats'],
    });

    expect(data).toEqual({ currentStreak: 4 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.path).toBe('/api/user/stats');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-abc');
  });

  it('fails a query on 401 by default, once, with the status in the message', async () => {
    server.respondWith({ status: 401, statusText: 'Unauthorized', body: '' });
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: [`${server.baseUrl}/api/auth/user`],
    });

    const error = await new Promise<unknown>((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.status === 'error') {
          unsubscribe();
          resolve(result.error);
        }
      });
    });

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect(server.requests).toHaveLength(1);
  });

  it('returns null on 401 when asked to', async () => {
    server.respondWith({ status: 401, statusText: 'Unauthorized', body: '' });

    const data = await createQueryClient().fetchQuery({
      queryKey: [`${server.baseUrl}/api/auth/user`],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });

    expect(data).toBeNull();
  });

  it('still throws other failures when returning null on 401', async () => {
    server.respondWith({ status: 500, body: 'boom' });

    await expect(
      createQueryClient().fetchQuery({
        queryKey: [`${server.baseUrl}/api/auth/user`],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).rejects.toThrow('500: boom');
  });

  it('checks the answer against a schema when given one', async () => {
    const client = createQueryClient();
    server.respondWith({ status: 200, body: '{"currentStreak":2}' });

    await expect(
      client.fetchQuery({
        queryKey: [`${server.baseUrl}/api/user/stats`],
        queryFn: getQueryFn({ on401: 'throw', schema: ZStats }),
      }),
    ).resolves.toEqual({ currentStreak: 2 });

    server.respondWith({ status: 200, body: '{"currentStreak":null}' });

    await expect(
      client.fetchQuery({
        queryKey: [`${server.baseUrl}/api/user/stats`, 'again'],
        queryFn: getQueryFn({ on401: 'throw', schema: ZStats }),
      }),
    ).rejects.toBeInstanceOf(ApiResponseShapeError);
  });

  it('asks the trial status again when a call meets 402 (the trial has ended)', async () => {
    const client = createQueryClient();
    client.setQueryData(trialStatusQueryKey, { trialExpired: false, paymentSuccessful: false });
    server.respondWith({ status: 402, body: '{"message":"Your trial has ended."}' });
    await expect(
      client.fetchQuery({ queryKey: [`${server.baseUrl}/api/user/stats`, 'after trial'] }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryState(trialStatusQueryKey)?.isInvalidated).toBe(true);
  });

  it('leaves the trial status alone for any other failure', async () => {
    const client = createQueryClient();
    client.setQueryData(trialStatusQueryKey, { trialExpired: false, paymentSuccessful: false });
    server.respondWith({ status: 500, body: 'boom' });
    await expect(
      client.fetchQuery({ queryKey: [`${server.baseUrl}/api/user/stats`, 'broken'] }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryState(trialStatusQueryKey)?.isInvalidated).toBe(false);
  });
});
