import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { rememberGoogleReturnPath, takeGoogleReturnPath } from './google-return-path';

const fakeStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the page to return to across Google sign-in', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: fakeStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('comes back once to the page sign-in was opened for', () => {
    rememberGoogleReturnPath('/daily-tasks?day=today');
    expect(takeGoogleReturnPath()).toBe('/daily-tasks?day=today');
    expect(takeGoogleReturnPath()).toBe('/dashboard');
  });

  it('forgets an earlier page when Google is started without one, and refuses other sites', () => {
    rememberGoogleReturnPath('/vision-board');
    rememberGoogleReturnPath(undefined);
    expect(takeGoogleReturnPath()).toBe('/dashboard');
    rememberGoogleReturnPath('//evil.example');
    expect(takeGoogleReturnPath()).toBe('/dashboard');
  });
});
