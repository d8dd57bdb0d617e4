// A new account's session for the performance scripts (npm run perf, npm run perf:tasks):
// what a signed-in browser holds, as the app stores it.

/** Where the app keeps its session (packages/api-client/src/session-storage.ts). */
export const SESSION_KEYS = { session: 'manifest_session', user: 'manifest_user' };

/**
 * The browser's "signed in" hint cookie, as storeSession in the app sets it (the shell's
 * server then hints the signed-in page's files). With an expiry, as the app's Max-Age:
 * a session cookie would not outlive the browser that stored it.
 */
export const signedInHintCookie = (origin) => ({
  name: 'manifest_signed_in',
  value: '1',
  url: origin,
  expires: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
});

/** Signs up a new account through the API: its token and user. */
export async function signUpForPerf(origin) {
  const email = `perf.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Perf', lastName: 'Run', email, password: 'quiet-river-42' }),
  });
  if (!response.ok) throw new Error(`sign-up for a signed-in run: ${await response.text()}`);
  const { token, user } = await response.json();
  return { token, user };
}

/**
 * Stores a session in a browser context's localStorage and cookies, as the app would;
 * `hint: false` leaves the hint cookie out, as before the app's first start.
 */
export async function storeSessionIn(context, origin, { token, user }, { hint = true } = {}) {
  if (hint) await context.addCookies([signedInHintCookie(origin)]);
  const page = await context.newPage();
  // A file of the shell's origin, not a page: nothing else enters the cache.
  await page.goto(`${origin}/remotes.json`);
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.session, session.token);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: SESSION_KEYS, session: { token, user } },
  );
  await page.close();
}

/** The phone Lighthouse's mobile run emulates (a Moto G Power), as a Playwright context. */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
