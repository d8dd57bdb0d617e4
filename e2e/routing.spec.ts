import { expect, test } from '@playwright/test';
import { SHELL_WITH_DEAD_BLOG_URL } from './ports';
import { signUpThroughPage } from './support/pages';
import { newUser } from './support/users';

test('an unknown path shows Page Not Found, signed out and signed in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('page-not-found')).toBeVisible();

  await signUpThroughPage(page, newUser());
  await page.goto('/no-such-page/either');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
});

test('each remote renders its pages inside the shell', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('[data-remote="account"]')).toBeVisible();
  await page.goto('/blog');
  await expect(page.locator('[data-remote="blog"]')).toBeVisible();

  await signUpThroughPage(page, newUser());
  await page.getByTestId('nav-daily-tasks').click();
  await expect(page.locator('[data-remote="practice"]')).toBeVisible();
  await page.getByTestId('nav-track-record').click();
  await expect(page.locator('[data-remote="dashboard"]')).toBeVisible();
});

test.describe('with the blog remote at a dead address', () => {
  test.use({ baseURL: SHELL_WITH_DEAD_BLOG_URL });

  test('the blog shows a fallback with Retry, and the rest keeps working', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByTestId('remote-fallback-blog')).toBeVisible();
    await expect(page.getByTestId('remote-fallback-blog')).toContainText(
      'This part of the app could not be loaded',
    );

    // Retry tries again and, the remote still being down, shows the fallback again.
    await page.getByTestId('remote-retry').click();
    await expect(page.getByTestId('remote-fallback-blog')).toBeVisible();

    // The shell navigates, and the other remotes render.
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await signUpThroughPage(page, newUser());
    await page.getByTestId('nav-daily-tasks').click();
    await expect(page.locator('[data-remote="practice"]')).toBeVisible();
    await page.getByTestId('nav-blog').click();
    await expect(page.getByTestId('remote-fallback-blog')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await page.getByTestId('nav-track-record').click();
    await expect(page.locator('[data-remote="dashboard"]')).toBeVisible();
  });
});
