import { createECDH, randomBytes } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { expectToast } from './pages';

// Headless Chromium has no push service: `pushManager.subscribe` rejects at once with
// "AbortError: Registration failed - permission denied" (Chromium 156, the notification
// permission granted, and the push permission 'granted' through CDP too), before any
// network. The reminder specs stand in for PushManager's subscribe and getSubscription
// alone, in the page, with real keys; everything else stays real.

export const PROMPT_TITLE = 'Want a gentle reminder tomorrow?';

export type TStandIn = { endpoint: string; p256dh: string; auth: string };

/** A browser's subscription keys, made as Chromium makes them. */
export const browserKeys = (): TStandIn => ({
  endpoint: `https://push-service.invalid/e2e/${randomBytes(12).toString('base64url')}`,
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

/**
 * In every page of the context: PushManager's subscribe and getSubscription answer a
 * PushSubscription-shaped object (kept in localStorage across loads, as the browser keeps
 * its own), and each Notification.requestPermission() call is counted.
 */
export async function standInForPushService(context: BrowserContext, keys: TStandIn) {
  await context.addInitScript((standIn: TStandIn) => {
    const STORED = 'e2e.pushSubscription';
    const w = window as unknown as {
      e2ePush: { permissionRequests: number; subscribeKeys: string[] };
    };
    w.e2ePush = { permissionRequests: 0, subscribeKeys: [] };
    const requestPermission = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof requestPermission>) => {
      w.e2ePush.permissionRequests += 1;
      return requestPermission(...args);
    };
    const fromBase64Url = (text: string) => {
      const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
      return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
        c.charCodeAt(0),
      );
    };
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const subscriptionWith = (applicationServerKey: string) => ({
      endpoint: standIn.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: fromBase64Url(applicationServerKey).buffer,
      },
      getKey: (name: string) =>
        name === 'p256dh'
          ? fromBase64Url(standIn.p256dh).buffer
          : name === 'auth'
            ? fromBase64Url(standIn.auth).buffer
            : null,
      toJSON: () => ({
        endpoint: standIn.endpoint,
        expirationTime: null,
        keys: { p256dh: standIn.p256dh, auth: standIn.auth },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(STORED);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(
      options?: PushSubscriptionOptionsInit,
    ) {
      const key = options?.applicationServerKey;
      if (!(key instanceof Uint8Array) || options?.userVisibleOnly !== true) {
        throw new DOMException('Registration failed - bad options', 'AbortError');
      }
      const applicationServerKey = toBase64Url(key);
      w.e2ePush.subscribeKeys.push(applicationServerKey);
      localStorage.setItem(STORED, applicationServerKey);
      return subscriptionWith(applicationServerKey) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = localStorage.getItem(STORED);
      return key ? (subscriptionWith(key) as unknown as PushSubscription) : null;
    };
  }, keys);
}

export const pushCounts = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { e2ePush: { permissionRequests: number; subscribeKeys: string[] } })
        .e2ePush,
  );

export const openDailyTasks = async (page: Page) => {
  await page.goto('/daily-tasks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Manifestation Tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();
};

export const completeTask = async (page: Page, title: string) => {
  await page.getByRole('button', { name: `Complete ${title}` }).click();
  await expectToast(page, 'Task Completed!', "Great work! You've earned manifestation points.");
};
