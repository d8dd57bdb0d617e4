import { ZDeviceId, ZUser, type TUser } from '@manifest/contracts/auth';

import { clearOfflineData } from '@manifest/api-client/offline/offline-data-cache';

export const SESSION_KEY = 'manifest_session';
export const USER_KEY = 'manifest_user';
/**
 * The id the API gave this browser at sign-in or sign-up. It outlives sign-out
 * (clearStoredSession leaves it) because it is what lets the owner in while
 * their account is under attack: a known device's right password is never refused.
 */
export const DEVICE_KEY = 'manifest_device';

export type TStoredSession = { token: string; user: TUser };

/**
 * A cookie that says only "this browser holds a session" (never the token), so the
 * shell's server can tell the signed-in page of a path such as / from the signed-out
 * one and hint the right remote's files. A wrong hint costs a download, nothing more.
 */
export const SIGNED_IN_HINT_COOKIE = 'manifest_signed_in';
const HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const writeSignedInHint = (isSignedIn: boolean): void => {
  if (typeof document === 'undefined') return;
  document.cookie = isSignedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${HINT_MAX_AGE_SECONDS}`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
};

// localStorage may be missing (Node, some embedded browsers) or throw on access
// (blocked storage, Safari private mode); every reader treats that as "no session".
const getStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

const readItem = (key: string): string | null => {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const readStoredToken = (): string | null => {
  const token = readItem(SESSION_KEY);
  return token ? token : null;
};

export const readStoredSession = (): TStoredSession | null => {
  const token = readStoredToken();
  const serializedUser = readItem(USER_KEY);
  if (!token || !serializedUser) return null;
  let json: unknown;
  try {
    json = JSON.parse(serializedUser);
  } catch {
    return null;
  }
  const parsed = ZUser.safeParse(json);
  return parsed.success ? { token, user: parsed.data } : null;
};

export const storeSession = (token: string, user: TUser): void => {
  if (readStoredSession()?.user.id !== user.id) clearOfflineData();
  try {
    const storage = getStorage();
    storage?.setItem(SESSION_KEY, token);
    storage?.setItem(USER_KEY, JSON.stringify(user));
    writeSignedInHint(true);
  } catch {
    // Quota exceeded or blocked storage: the session then lasts only for this page.
  }
};

export const clearStoredSession = (): void => {
  try {
    const storage = getStorage();
    storage?.removeItem(SESSION_KEY);
    storage?.removeItem(USER_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
  clearOfflineData();
  writeSignedInHint(false);
};

/** At start: the hint cookie agrees with the stored session (set or cleared elsewhere). */
export const syncSignedInHint = (): void => writeSignedInHint(readStoredSession() !== null);

/** The stored device id, or null when there is none or it is not one the API would accept. */
export const readStoredDeviceId = (): string | null => {
  const deviceId = readItem(DEVICE_KEY);
  return deviceId && ZDeviceId.safeParse(deviceId).success ? deviceId : null;
};

export const storeDeviceId = (deviceId: string): void => {
  try {
    getStorage()?.setItem(DEVICE_KEY, deviceId);
  } catch {
    // Blocked storage: the next sign-in simply gets a new id.
  }
};
