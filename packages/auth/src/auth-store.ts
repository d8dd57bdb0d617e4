import { ApiError, apiRequest, requestJson } from '@manifest/api-client/request';
import {
  clearStoredSession,
  readStoredSession,
  storeSession,
} from '@manifest/api-client/session-storage';
import { CURRENT_USER_PATH, ZUser, type TUser } from '@manifest/contracts/auth';

import { watchPageExit } from './page-exit';

export const LOGOUT_PATH = '/api/auth/logout';

export type TAuthStatus = 'loading' | 'signedIn' | 'signedOut';
export type TAuthSnapshot = { status: TAuthStatus; user: TUser | null };

export type TAuthStore = {
  getSnapshot: () => TAuthSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Checks the stored session with the server once; later calls return the same check. */
  start: () => Promise<void>;
  signIn: (token: string, user: TUser) => void;
  signOut: () => Promise<void>;
  /** Reads the user again (after a payment, say); a 401 signs out. */
  refreshUser: () => Promise<TUser | null>;
};

const SIGNED_OUT: TAuthSnapshot = { status: 'signedOut', user: null };

/** The auth state of spec 000 section 4, kept outside React so it can be tested alone. */
export const createAuthStore = (): TAuthStore => {
  const listeners = new Set<() => void>();
  // No stored token or user: signed out at once, with no request and no loading flash.
  let snapshot: TAuthSnapshot = readStoredSession()
    ? { status: 'loading', user: null }
    : SIGNED_OUT;
  // Bumped by every sign-in and sign-out, so an older check that answers late is ignored.
  let generation = 0;
  let started: Promise<void> | undefined;
  let isLeavingPage = () => false;

  const setSnapshot = (next: TAuthSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const signedInAs = (user: TUser): TAuthSnapshot => ({ status: 'signedIn', user });

  const verifyStoredSession = async (): Promise<void> => {
    const stored = readStoredSession();
    if (!stored) {
      setSnapshot(SIGNED_OUT);
      return;
    }
    const checkGeneration = generation;
    try {
      const user = await requestJson(ZUser, 'GET', CURRENT_USER_PATH);
      if (checkGeneration !== generation) return;
      storeSession(stored.token, user);
      setSnapshot(signedInAs(user));
    } catch (error) {
      if (checkGeneration !== generation || isLeavingPage()) return;
      console.error('The stored session could not be verified; signing out.', error);
      clearStoredSession();
      setSnapshot(SIGNED_OUT);
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (started) return started;
      // Checked again when the page comes back from the back-forward cache unanswered.
      isLeavingPage = watchPageExit(() => {
        if (snapshot.status === 'loading') started = verifyStoredSession();
      });
      started = verifyStoredSession();
      return started;
    },
    signIn: (token, user) => {
      generation += 1;
      storeSession(token, user);
      setSnapshot(signedInAs(user));
    },
    signOut: async () => {
      generation += 1;
      // apiRequest reads the bearer token as it is called, before the session is cleared.
      const logout = apiRequest('POST', LOGOUT_PATH);
      clearStoredSession();
      setSnapshot(SIGNED_OUT);
      try {
        await logout;
      } catch (error) {
        // The local session is gone either way; the server's expires on its own.
        console.warn('Logout request failed', error);
      }
    },
    refreshUser: async () => {
      const stored = readStoredSession();
      if (!stored) return null;
      const refreshGeneration = generation;
      try {
        const user = await requestJson(ZUser, 'GET', CURRENT_USER_PATH);
        if (refreshGeneration !== generation) return snapshot.user;
        storeSession(stored.token, user);
        setSnapshot(signedInAs(user));
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && refreshGeneration === generation) {
          clearStoredSession();
          setSnapshot(SIGNED_OUT);
          return null;
        }
        throw error;
      }
    },
  };
};
