import { ZPushSubscription, type TPushSubscription } from '@manifest/contracts/push';

import {
  deletePushSubscription,
  getPushPublicKey,
  savePushSubscription,
} from '@manifest/api-client/push/push-subscriptions';

/**
 * Where this browser stands with reminder notifications:
 * - `unsupported`: no Web Push here (an old browser, an insecure origin, iOS Safari outside
 *   an installed app);
 * - `denied`: the person blocked notifications for the site; only the browser's settings
 *   can undo that;
 * - `off`: could be turned on (asking for permission when not yet granted);
 * - `on`: this browser has a push subscription.
 */
export type TPushReminderState = 'unsupported' | 'denied' | 'off' | 'on';

// The parts of the browser's Push API used here, so tests can stand in for them.
export type TBrowserPushSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
};
export type TBrowserPushRegistration = {
  pushManager: {
    getSubscription: () => Promise<TBrowserPushSubscription | null>;
    subscribe: (options: {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array<ArrayBuffer>;
    }) => Promise<TBrowserPushSubscription>;
  };
};
export type TBrowserPush = {
  /** Null where the browser has no Notification, service worker or PushManager, or no secure context. */
  notifications: {
    permission: () => NotificationPermission;
    requestPermission: () => Promise<NotificationPermission>;
  } | null;
  /** The app's service worker registration once it is active; null when none is registered. */
  registration: () => Promise<TBrowserPushRegistration | null>;
  /** The registration now, active or not; null when none. */
  currentRegistration: () => Promise<TBrowserPushRegistration | null>;
};

/** How long turning on waits for the app's service worker to become active. */
export const SERVICE_WORKER_WAIT_MS = 15_000;

export class PushRemindersUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushRemindersUnavailableError';
  }
}

/** This browser's Push API, or `notifications: null` where it has none. */
export const browserPush = (): TBrowserPush => {
  const isAvailable =
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator;
  const none = () => Promise.resolve(null);
  if (!isAvailable) return { notifications: null, registration: none, currentRegistration: none };
  return {
    notifications: {
      permission: () => Notification.permission,
      requestPermission: () => Notification.requestPermission(),
    },
    currentRegistration: async () => (await navigator.serviceWorker.getRegistration()) ?? null,
    async registration() {
      if (!(await navigator.serviceWorker.getRegistration())) return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS);
      });
      try {
        return await Promise.race([navigator.serviceWorker.ready, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

/** Base64url text (a VAPID key) as bytes. */
export const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

const sameBytes = (key: ArrayBuffer | null, expected: Uint8Array): boolean => {
  if (!key || key.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, index) => byte === expected[index]);
};

/** What the API is told: the subscription's JSON, checked against the contract. */
const subscriptionJson = (subscription: TBrowserPushSubscription): TPushSubscription =>
  ZPushSubscription.parse(subscription.toJSON());

export type TPushCalls = {
  getPublicKey: () => Promise<{ publicKey: string }>;
  save: (subscription: TPushSubscription) => Promise<void>;
  remove: (request: { endpoint: string }) => Promise<void>;
};

const API_CALLS: TPushCalls = {
  getPublicKey: getPushPublicKey,
  save: savePushSubscription,
  remove: deletePushSubscription,
};

/** Where this browser stands now; asks nothing of the person. */
export async function readPushReminderState(
  browser: TBrowserPush = browserPush(),
): Promise<TPushReminderState> {
  if (!browser.notifications) return 'unsupported';
  const permission = browser.notifications.permission();
  if (permission === 'denied') return 'denied';
  const registration = await browser.currentRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks for permission (the browser's own prompt, only after a tap of the person's),
 * subscribes through the app's service worker with the API's VAPID key and saves the
 * subscription for the signed-in person. A subscription made with another key (the
 * server's pair changed) is replaced. Throws PushRemindersUnavailableError when the
 * service worker is not running, and the API's or the browser's error otherwise.
 */
export async function turnOnPushReminders(
  browser: TBrowserPush = browserPush(),
  calls: TPushCalls = API_CALLS,
): Promise<TPushReminderState> {
  if (!browser.notifications) return 'unsupported';
  const permission = await browser.notifications.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await browser.registration();
  if (!registration) {
    throw new PushRemindersUnavailableError("The app's service worker is not running");
  }
  const applicationServerKey = base64UrlToBytes((await calls.getPublicKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  await calls.save(subscriptionJson(subscription));
  return 'on';
}

/**
 * Stops reminders in this browser: the API forgets the subscription, then the browser
 * drops it. Used by the settings panel's switch.
 */
export async function turnOffPushReminders(
  browser: TBrowserPush = browserPush(),
  calls: TPushCalls = API_CALLS,
): Promise<TPushReminderState> {
  const registration = await browser.currentRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await calls.remove({ endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return readPushReminderState(browser);
}

/**
 * At the end of a session: this browser stops receiving the person's reminders, so the
 * next person here never sees them. The session is gone, so the API is not told; the push
 * service answers 410 to its next push and the API drops the subscription then.
 */
export async function dropPushSubscriptionOnThisDevice(
  browser: TBrowserPush = browserPush(),
): Promise<void> {
  const registration = await browser.currentRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
