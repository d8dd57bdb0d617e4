import { expect, type Page } from '@playwright/test';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { SESSION_KEY, USER_KEY } from '@manifest/api-client/session-storage';
import { newUser } from './users';

/**
 * Signs a fresh user up through the API (at the shell's origin, through its proxy) and
 * stores the session where the app keeps it, so the next page load starts signed in.
 */
export async function signUpThroughApi(page: Page) {
  const response = await page.request.post('/api/auth/signup', { data: newUser() });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = ZAuthResponse.parse(await response.json());

  // Any page of the shell's origin gives access to its localStorage.
  await page.goto('/terms');
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.session, session.token);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: { session: SESSION_KEY, user: USER_KEY }, session: { token, user } },
  );
  return user;
}
