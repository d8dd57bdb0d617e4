import { expect, type Page } from '@playwright/test';
import { ZAuthResponse, type TUser } from '@manifest/contracts/auth';
import { SESSION_KEY, USER_KEY } from '@manifest/api-client/session-storage';
import { newUser } from './users';

/**
 * Signs a fresh user up through the API's test setup (API_TEST_SETUP, on in the
 * end-to-end run: the real sign-up, without the per-address limit of 20 an hour
 * that a whole run would pass) and stores the session where the app keeps it, so
 * the next page load starts signed in. The sign-up itself is proven through the UI
 * in auth.spec.ts.
 */
export async function signUpThroughApi(page: Page): Promise<{ user: TUser; token: string }> {
  const response = await page.request.post('/api/test-setup/users', { data: newUser() });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = ZAuthResponse.parse(await response.json());
  await storeSessionInBrowser(page, token, user);
  return { user, token };
}

/** Keeps a session where the app looks for it, so the next page load starts signed in. */
export async function storeSessionInBrowser(page: Page, token: string, user: TUser) {
  // A file of the shell's origin, not a page: the app must not start (and check a
  // half-stored session) before the next page load.
  await page.goto('/remotes.json');
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.session, session.token);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: { session: SESSION_KEY, user: USER_KEY }, session: { token, user } },
  );
}
