import { DEFAULT_AFTER_SIGN_IN_PATH, safeReturnPath } from '@manifest/auth/return-path';

// Google sends the browser back to `/signin#code=…`, without the `?next=` sign-in was
// opened with: the page to return to waits in this tab's session storage meanwhile.
const STORAGE_KEY = 'manifest.google-return-path';

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Before leaving for Google: the page to come back to, or none (sign-up, the landing page). */
export function rememberGoogleReturnPath(returnPath: string | undefined): void {
  const safe = safeReturnPath(returnPath);
  if (safe) storage()?.setItem(STORAGE_KEY, safe);
  else storage()?.removeItem(STORAGE_KEY);
}

/** Back from Google: the page remembered (checked again), once; else the dashboard. */
export function takeGoogleReturnPath(): string {
  const stored = storage()?.getItem(STORAGE_KEY) ?? null;
  storage()?.removeItem(STORAGE_KEY);
  return safeReturnPath(stored) ?? DEFAULT_AFTER_SIGN_IN_PATH;
}
