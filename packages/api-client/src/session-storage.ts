import { ZUser, type TUser } from '@manifest/contracts/auth';

export const SESSION_KEY = 'manifest_session';
export const USER_KEY = 'manifest_user';

export type TStoredSession = { token: string; user: TUser };

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
  try {
    const storage = getStorage();
    storage?.setItem(SESSION_KEY, token);
    storage?.setItem(USER_KEY, JSON.stringify(user));
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
};
