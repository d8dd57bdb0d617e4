import { SESSION_KEY, USER_KEY } from '@manifest/api-client/session-storage';
import type { TUser } from '@manifest/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAuthStore } from './auth-store';

const TEST_USER: TUser = {
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  hasPaid: false,
  hasLifetimeAccess: false,
  isTrialActive: true,
  trialEndDate: '2030-01-08T00:00:00.000Z',
  isAdmin: false,
  isEmailVerified: false,
  hasPassword: true,
  subscription: null,
  timeZone: null,
};

type TRecordedRequest = { method: string; path: string; authorization: string | null };
type TCannedResponse = { status: number; body?: string };

/** A stand-in for the API: records each request and answers as last told. */
const createFakeApi = () => {
  const requests: TRecordedRequest[] = [];
  let next: TCannedResponse = { status: 200, body: '{}' };
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    requests.push({
      method: init?.method ?? 'GET',
      path: input,
      authorization: headers.get('Authorization'),
    });
    return new Response(next.body ?? '', { status: next.status });
  };
  return {
    requests,
    fetch,
    respondWith: (response: TCannedResponse) => {
      next = response;
    },
  };
};

const createMemoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};

const FRESH_USER = { ...TEST_USER, hasPaid: true, firstName: 'Augusta' };

describe('auth store', () => {
  let storage: Storage;
  let server: ReturnType<typeof createFakeApi>;

  const storeSessionOf = (token: string, user: unknown) => {
    storage.setItem(SESSION_KEY, token);
    storage.setItem(USER_KEY, JSON.stringify(user));
  };

  beforeEach(() => {
    storage = createMemoryStorage();
    server = createFakeApi();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is signed out at once, without a request, when no session is stored', async () => {
    const store = createAuthStore();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });

    await store.start();
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(server.requests).toHaveLength(0);
  });

  it('is signed out when a token is stored without a user', async () => {
    storage.setItem(SESSION_KEY, 'token-1');
    const store = createAuthStore();
    await store.start();

    expect(store.getSnapshot().status).toBe('signedOut');
    expect(server.requests).toHaveLength(0);
  });

  it('checks a stored session with the server and signs in with the fresh user', async () => {
    storeSessionOf('token-1', TEST_USER);
    server.respondWith({ status: 200, body: JSON.stringify(FRESH_USER) });
    const store = createAuthStore();
    expect(store.getSnapshot().status).toBe('loading');

    await store.start();

    expect(server.requests.map((r) => [r.method, r.path, r.authorization])).toEqual([
      ['GET', '/api/auth/user', 'Bearer token-1'],
    ]);
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: FRESH_USER });
    expect(JSON.parse(storage.getItem(USER_KEY) ?? '')).toEqual(FRESH_USER);
    expect(storage.getItem(SESSION_KEY)).toBe('token-1');
  });

  it('clears the stored session and logs when the server rejects it', async () => {
    storeSessionOf('token-1', TEST_USER);
    server.respondWith({ status: 401, body: '{"message":"Not signed in"}' });
    const store = createAuthStore();

    await store.start();

    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('clears the stored session on a network error', async () => {
    storeSessionOf('token-1', TEST_USER);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const store = createAuthStore();

    await store.start();

    expect(store.getSnapshot().status).toBe('signedOut');
    expect(storage.length).toBe(0);
  });

  it('keeps the stored session when the check fails because the page is being left', async () => {
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    storeSessionOf('token-1', TEST_USER);
    let cancel: (error: Error) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise((_resolve, reject) => (cancel = reject)));
    const store = createAuthStore();
    const listener = vi.fn();
    store.subscribe(listener);

    const check = store.start();
    page.dispatchEvent(new Event('pagehide'));
    cancel(new TypeError('Failed to fetch'));
    await check;

    expect(store.getSnapshot().status).toBe('loading');
    expect(listener).not.toHaveBeenCalled();
    expect(storage.getItem(SESSION_KEY)).toBe('token-1');
    expect(storage.getItem(USER_KEY)).not.toBeNull();

    // Back from the back-forward cache, the session is checked again.
    vi.stubGlobal('fetch', server.fetch);
    server.respondWith({ status: 200, body: JSON.stringify(FRESH_USER) });
    page.dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: FRESH_USER }),
    );
  });

  it('clears the stored session when the answer is not a user', async () => {
    storeSessionOf('token-1', TEST_USER);
    server.respondWith({ status: 200, body: '{"id":"only-an-id"}' });
    const store = createAuthStore();

    await store.start();

    expect(store.getSnapshot().status).toBe('signedOut');
    expect(storage.length).toBe(0);
  });

  it('signs in by storing the token and the user, and tells its listeners', () => {
    const store = createAuthStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.signIn('token-2', TEST_USER);

    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: TEST_USER });
    expect(storage.getItem(SESSION_KEY)).toBe('token-2');
    expect(JSON.parse(storage.getItem(USER_KEY) ?? '')).toEqual(TEST_USER);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a sign-in made while the start-up check is still answering', async () => {
    storeSessionOf('old-token', TEST_USER);
    server.respondWith({ status: 401 });
    const store = createAuthStore();

    const starting = store.start();
    store.signIn('new-token', FRESH_USER);
    await starting;

    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: FRESH_USER });
    expect(storage.getItem(SESSION_KEY)).toBe('new-token');
  });

  it('signs out: tells the server with the token, then clears both keys', async () => {
    const store = createAuthStore();
    store.signIn('token-3', TEST_USER);

    await store.signOut();

    expect(server.requests.map((r) => [r.method, r.path, r.authorization])).toEqual([
      ['POST', '/api/auth/logout', 'Bearer token-3'],
    ]);
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(storage.length).toBe(0);
  });

  it('signs out locally even when the logout request fails', async () => {
    const store = createAuthStore();
    store.signIn('token-3', TEST_USER);
    server.respondWith({ status: 500, body: 'boom' });

    await expect(store.signOut()).resolves.toBeUndefined();

    expect(store.getSnapshot().status).toBe('signedOut');
    expect(storage.length).toBe(0);
  });

  it('refreshes the user, and signs out when the server says 401', async () => {
    const store = createAuthStore();
    store.signIn('token-4', TEST_USER);
    server.respondWith({ status: 200, body: JSON.stringify(FRESH_USER) });

    await expect(store.refreshUser()).resolves.toEqual(FRESH_USER);
    expect(store.getSnapshot().user).toEqual(FRESH_USER);

    server.respondWith({ status: 401 });
    await expect(store.refreshUser()).resolves.toBeNull();
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(storage.length).toBe(0);
  });
});
