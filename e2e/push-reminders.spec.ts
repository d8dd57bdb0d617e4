import { expect, test, type Page } from '@playwright/test';
import { ZPushPublicKey } from '@manifest/contracts/push';
import { COLOR_SCHEMES, expectNoSeriousViolations, VIEWPORTS } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE } from './support/progress-api';
import {
  browserKeys,
  completeTask,
  openDailyTasks,
  PROMPT_TITLE,
  pushCounts,
  standInForPushService,
} from './support/push-stand-in';
import { SHELL_URL } from './ports';

// Issue 38, reminders that fire: permission is asked after the first completed practice,
// never on page load; turning reminders on saves this browser's push subscription; the
// service worker shows a push as a notification.
//
// Headless Chromium has no push service: `pushManager.subscribe` rejects at once with
// "AbortError: Registration failed - permission denied" (measured with Chromium 156, the
// notification permission granted and the push permission 'granted' through CDP), before
// any network. So this spec stands in for `PushManager.prototype.subscribe` and
// `getSubscription` alone, in the page, with a subscription holding real keys made here
// (an ECDH P-256 pair and a 16-byte auth secret, as a browser makes them). Everything
// else is real: the permission request, the service worker registration, the API's key,
// the POST, and the service worker's push handler (a push delivered through CDP).
test.use({
  serviceWorkers: 'allow',
  timezoneId: PROGRESS_TIME_ZONE,
  locale: 'en-US',
});

/** Waits until the app's service worker controls the page (it registers once the page settled). */
const serviceWorkerInControl = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);

test('after the first practice: the prompt, reminders on, the subscription saved', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const keys = browserKeys();
  await standInForPushService(context, keys);
  const { token } = await signUpThroughApi(page);
  const auth = { Authorization: `Bearer ${token}` };

  // Never on page load: no prompt and no permission request while nothing was done.
  await openDailyTasks(page);
  await serviceWorkerInControl(page);
  await page.waitForTimeout(1_000);
  await expect(page.getByText(PROMPT_TITLE)).toBeHidden();
  expect((await pushCounts(page)).permissionRequests).toBe(0);

  await completeTask(page, 'Morning gratitude list');
  const prompt = page.getByRole('complementary', { name: PROMPT_TITLE });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('One short notification a day helps a new habit stick.');
  expect((await pushCounts(page)).permissionRequests).toBe(0);
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const [index, colorScheme] of COLOR_SCHEMES.entries()) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousViolations(page, `the reminder prompt at ${name} in ${colorScheme}`, {
        rules: index === 0 ? undefined : ['color-contrast'],
      });
    }
  }

  await prompt.getByRole('button', { name: 'Turn on reminders' }).click();
  await expectToast(page, 'Reminders are on', "We'll send you a gentle reminder tomorrow.");
  await expect(prompt).toBeHidden();
  const counts = await pushCounts(page);
  expect(counts.permissionRequests).toBe(1);
  // Subscribed with the API's VAPID key.
  const { publicKey } = ZPushPublicKey.parse(
    await (await page.request.get('/api/push/public-key', { headers: auth })).json(),
  );
  expect(counts.subscribeKeys).toEqual([publicKey]);

  // Another practice: asked once, never again.
  await completeTask(page, 'Mindful walk');
  await page.waitForTimeout(1_000);
  await expect(page.getByText(PROMPT_TITLE)).toBeHidden();

  // The API holds this browser's subscription for this person: only its owner can delete
  // it (204), after which it is gone (404).
  const remove = () =>
    page.request.delete('/api/push/subscriptions', {
      headers: auth,
      data: { endpoint: keys.endpoint },
    });
  expect((await remove()).status()).toBe(204);
  expect((await remove()).status()).toBe(404);
});

test('"Not now" is remembered: no prompt after the next practice, even after a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const keys = browserKeys();
  await standInForPushService(context, keys);
  const { token } = await signUpThroughApi(page);
  await openDailyTasks(page);
  await completeTask(page, 'Morning gratitude list');
  const prompt = page.getByRole('complementary', { name: PROMPT_TITLE });
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();

  await page.reload();
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();
  await completeTask(page, 'Mindful walk');
  await page.waitForTimeout(1_000);
  await expect(page.getByText(PROMPT_TITLE)).toBeHidden();
  const counts = await pushCounts(page);
  expect(counts).toEqual({ permissionRequests: 0, subscribeKeys: [] });
  const removed = await page.request.delete('/api/push/subscriptions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { endpoint: keys.endpoint },
  });
  expect(removed.status()).toBe(404);
});

test('the service worker shows a push as a notification, and a bad payload as a generic one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUpThroughApi(page);
  await openDailyTasks(page);
  await serviceWorkerInControl(page);
  const worker = context.serviceWorkers().find((each) => each.url() === `${SHELL_URL}/sw.js`);
  if (!worker) throw new Error('The app has no service worker');

  // Through CDP, as the push service would deliver it to the browser.
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const registration = registrations.find(
    (each) => each.scopeURL === `${SHELL_URL}/` && !each.isDeleted,
  );
  if (!registration) throw new Error('The app service worker registration was not reported');
  const deliver = (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: SHELL_URL,
      registrationId: registration.registrationId,
      data,
    });
  const shown = () =>
    worker.evaluate(async () =>
      (
        await (
          self as unknown as { registration: ServiceWorkerRegistration }
        ).registration.getNotifications()
      ).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        icon: notification.icon,
        data: notification.data as unknown,
      })),
    );

  await deliver(
    JSON.stringify({
      title: 'Time for your practice',
      body: 'Three small steps are waiting for you today.',
      url: '/goal-setting',
      tag: 'practice-reminder',
    }),
  );
  await expect.poll(shown).toEqual([
    {
      title: 'Time for your practice',
      body: 'Three small steps are waiting for you today.',
      tag: 'practice-reminder',
      icon: `${SHELL_URL}/icons/icon-192.png`,
      data: { url: `${SHELL_URL}/goal-setting` },
    },
  ]);

  // A payload that is no notification (or leaves the app) shows the generic reminder.
  await deliver(
    JSON.stringify({ title: 'Elsewhere', body: '', url: 'https://evil.example/', tag: 'x' }),
  );
  await expect
    .poll(async () =>
      (await shown()).map(
        ({ title, tag, data }: { title: string; tag: string; data: unknown }) => ({
          title,
          tag,
          data,
        }),
      ),
    )
    .toContainEqual({
      title: 'Manifest',
      tag: 'manifest-reminder',
      data: { url: `${SHELL_URL}/dashboard` },
    });
});
