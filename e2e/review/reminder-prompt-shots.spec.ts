import { expect, test } from '@playwright/test';
import { storeSessionInBrowser } from '../support/api-session';
import { BUSY_TIME_ZONE, seedBusyPerson } from '../support/busy-person';
import { browserKeys, PROMPT_TITLE, standInForPushService } from '../support/push-stand-in';

// Screenshots of the reminder prompt after a practice, for a person to look at, not a test:
// `E2E_REVIEW=1 SCREENSHOTS_DIR=/tmp/shots npx playwright test -c e2e/playwright.config.ts review/reminder-prompt-shots.spec.ts`.
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-reminder-prompt';

test.use({ serviceWorkers: 'allow', timezoneId: BUSY_TIME_ZONE, locale: 'en-US' });

test('reminder prompt screenshots', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications']);
  await standInForPushService(context, browserKeys());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const person = await seedBusyPerson(request);
  await storeSessionInBrowser(page, person.token, person.user);
  await page.goto('/daily-tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();
  await page
    .getByRole('button', { name: /^Complete / })
    .first()
    .click();
  const prompt = page.getByRole('complementary', { name: PROMPT_TITLE });
  await expect(prompt).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/reminder-prompt-${width}-${colorScheme}.png` });
    }
  }
  // While turning on, and a failure to say so.
  await page.route('**/api/push/subscriptions', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
  );
  await prompt.getByRole('button', { name: 'Turn on reminders' }).click();
  await expect(prompt.getByRole('alert')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${OUT}/reminder-prompt-390-dark-failed.png` });
});
