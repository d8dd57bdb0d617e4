import { expect, type Page } from '@playwright/test';
import type { TNewUser } from './users';

export async function fillSignUp(page: Page, user: TNewUser, confirmPassword = user.password) {
  await page.getByTestId('signup-first-name').fill(user.firstName);
  await page.getByTestId('signup-last-name').fill(user.lastName);
  await page.getByTestId('signup-email').fill(user.email);
  await page.getByTestId('signup-password').fill(user.password);
  await page.getByTestId('signup-confirm-password').fill(confirmPassword);
}

/**
 * A new person lands on the first run after sign-up (issue 38): skips it and waits for
 * the dashboard. `e2e/first-run.spec.ts` goes through it.
 */
export async function skipFirstRun(page: Page) {
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs a brand-new user up through the page, skips the first run and waits for the dashboard. */
export async function signUpThroughPage(page: Page, user: TNewUser) {
  await page.goto('/signup');
  await fillSignUp(page, user);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-welcome')).toBeVisible();
  await skipFirstRun(page);
}

/** The one visible toast: its title and description. */
export async function expectToast(page: Page, title: string, description: string) {
  await expect(page.getByTestId('toast-title')).toHaveText(title);
  await expect(page.getByTestId('toast-description')).toHaveText(description);
}
