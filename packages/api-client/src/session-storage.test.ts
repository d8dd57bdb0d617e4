import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  clearStoredSession,
  DEVICE_KEY,
  readStoredDeviceId,
  readStoredSession,
  readStoredToken,
  SESSION_KEY,
  storeDeviceId,
  storeSession,
  USER_KEY,
} from './session-storage';
import { MemoryStorage } from './testing/memory-storage';
import { TEST_USER } from './testing/user-fixture';

const DEVICE_ID = 'a'.repeat(43);

describe('session storage', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the product-specific keys', () => {
    expect(SESSION_KEY).toBe('manifest_session');
    expect(USER_KEY).toBe('manifest_user');
    expect(DEVICE_KEY).toBe('manifest_device');
  });

  it('has no session when nothing is stored', () => {
    expect(readStoredSession()).toBeNull();
    expect(readStoredToken()).toBeNull();
  });

  it('stores the token and the serialized user under their keys and reads them back', () => {
    storeSession('token-123', TEST_USER);

    expect(storage.getItem(SESSION_KEY)).toBe('token-123');
    expect(JSON.parse(storage.getItem(USER_KEY) ?? '')).toEqual(TEST_USER);
    expect(readStoredSession()).toEqual({ token: 'token-123', user: TEST_USER });
    expect(readStoredToken()).toBe('token-123');
  });

  it('treats a token without a user as no session', () => {
    storage.setItem(SESSION_KEY, 'token-123');
    expect(readStoredSession()).toBeNull();
  });

  it('treats a user without a token as no session', () => {
    storage.setItem(USER_KEY, JSON.stringify(TEST_USER));
    expect(readStoredSession()).toBeNull();
  });

  it('treats corrupt user JSON as no session', () => {
    storage.setItem(SESSION_KEY, 'token-123');
    storage.setItem(USER_KEY, '{"id":"user-1",');
    expect(readStoredSession()).toBeNull();
  });

  it('treats a stored user that fails the schema as no session', () => {
    storage.setItem(SESSION_KEY, 'token-123');
    const { email: _email, ...userWithoutEmail } = TEST_USER;
    storage.setItem(USER_KEY, JSON.stringify(userWithoutEmail));
    expect(readStoredSession()).toBeNull();
  });

  it('clears both the token and the user', () => {
    storeSession('token-123', TEST_USER);
    storage.setItem('unrelated', 'kept');

    clearStoredSession();

    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(readStoredSession()).toBeNull();
  });

  it('keeps the device id under its own key, and past sign-out', () => {
    expect(readStoredDeviceId()).toBeNull();
    storeDeviceId(DEVICE_ID);
    storeSession('token-123', TEST_USER);

    clearStoredSession();

    expect(storage.getItem(DEVICE_KEY)).toBe(DEVICE_ID);
    expect(readStoredDeviceId()).toBe(DEVICE_ID);
  });

  it('ignores a stored device id the API would refuse', () => {
    storage.setItem(DEVICE_KEY, 'not a device id');
    expect(readStoredDeviceId()).toBeNull();
  });

  it('works without localStorage', () => {
    vi.stubGlobal('localStorage', undefined);

    expect(() => storeSession('token-123', TEST_USER)).not.toThrow();
    expect(readStoredSession()).toBeNull();
    expect(readStoredToken()).toBeNull();
    expect(() => clearStoredSession()).not.toThrow();
    expect(() => storeDeviceId(DEVICE_ID)).not.toThrow();
    expect(readStoredDeviceId()).toBeNull();
  });

  it('works when the browser blocks access to localStorage', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => storeSession('token-123', TEST_USER)).not.toThrow();
      expect(readStoredSession()).toBeNull();
      expect(() => clearStoredSession()).not.toThrow();
      expect(() => storeDeviceId(DEVICE_ID)).not.toThrow();
      expect(readStoredDeviceId()).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
