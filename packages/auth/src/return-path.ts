// Where sign-in sends a person back to: the signed-in page they opened while signed
// out (`/signin?next=/daily-tasks`). Only a path of this site is ever followed, so a
// crafted link cannot send someone elsewhere after they sign in (an open redirect).

/** The query parameter of `/signin` that holds the page to return to. */
export const RETURN_PATH_PARAM = 'next';
/** Where sign-in leads when there is no page to return to. */
export const DEFAULT_AFTER_SIGN_IN_PATH = '/dashboard';
export const SIGN_IN_PATH = '/signin';

const RETURN_PATH_MAX_LENGTH = 2000;
/** Sign-in and sign-up pages: returning to them after signing in would go round in circles. */
const NOT_RETURNED_TO = new Set(['/signin', '/login', '/signup']);
const PLACEHOLDER_ORIGIN = 'https://return-path.invalid';

/**
 * The path and query of `raw` when it is a path of this site (one leading '/', no
 * scheme, no '//' or '\' that a browser would read as another host, no control
 * characters), else null. The fragment is dropped.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers treat '\' as '/' ("/\evil.example"), and strip tabs and newlines.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (NOT_RETURNED_TO.has(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** `/signin?next=…` for a signed-in page a signed-out visitor opened. */
export function signInPathFor(pathAndSearch: string): string {
  const returnPath = safeReturnPath(pathAndSearch);
  if (!returnPath) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath }).toString()}`;
}

/** Where to go once signed in, from the sign-in page's query string. */
export function returnPathAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PATH_PARAM);
  return safeReturnPath(next) ?? DEFAULT_AFTER_SIGN_IN_PATH;
}
