import { describe, expect, it, vi } from 'vitest';

import {
  base64UrlToBytes,
  dropPushSubscriptionOnThisDevice,
  PushRemindersUnavailableError,
  readPushReminderState,
  turnOffPushReminders,
  turnOnPushReminders,
  type TBrowserPush,
  type TBrowserPushSubscription,
  type TPushCalls,
} from './push-reminders';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const OTHER_KEY = `B${'Q'.repeat(86)}`;

/** The fake browser's one subscription: what getSubscription answers. */
const state: { subscription: TBrowserPushSubscription | null } = { subscription: null };

const fakeSubscription = (endpoint: string, key: string): TBrowserPushSubscription => {
  const subscription: TBrowserPushSubscription = {
    endpoint,
    options: { applicationServerKey: base64UrlToBytes(key).buffer },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BPpublic', auth: 'secret16' },
    }),
    unsubscribe: vi.fn(async () => {
      if (state.subscription === subscription) state.subscription = null;
      return true;
    }),
  };
  return subscription;
};

function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  subscription = null,
  hasServiceWorker = true,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscription?: TBrowserPushSubscription | null;
  hasServiceWorker?: boolean;
} = {}) {
  state.subscription = subscription;
  let current = permission;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    const made = fakeSubscription(
      'https://push.example.com/new',
      btoa(String.fromCharCode(...options.applicationServerKey))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    );
    state.subscription = made;
    return made;
  });
  const registration = {
    pushManager: { getSubscription: async () => state.subscription, subscribe },
  };
  const requestPermission = vi.fn(async () => {
    current = current === 'default' ? answer : current;
    return current;
  });
  const browser: TBrowserPush = {
    notifications: { permission: () => current, requestPermission },
    registration: async () => (hasServiceWorker ? registration : null),
    currentRegistration: async () => (hasServiceWorker ? registration : null),
  };
  return { browser, subscribe, requestPermission };
}

const fakeCalls = () => {
  const calls = {
    getPublicKey: vi.fn(async () => ({ publicKey: PUBLIC_KEY })),
    save: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
  } satisfies TPushCalls;
  return calls;
};

describe('readPushReminderState', () => {
  it('is unsupported without the Push API, denied when blocked, on with a subscription', async () => {
    expect(
      await readPushReminderState({
        notifications: null,
        registration: async () => null,
        currentRegistration: async () => null,
      }),
    ).toBe('unsupported');
    expect(await readPushReminderState(fakeBrowser({ permission: 'denied' }).browser)).toBe(
      'denied',
    );
    expect(await readPushReminderState(fakeBrowser({ permission: 'granted' }).browser)).toBe('off');
    expect(await readPushReminderState(fakeBrowser({ permission: 'default' }).browser)).toBe('off');
    const subscription = fakeSubscription('https://push.example.com/a', PUBLIC_KEY);
    expect(
      await readPushReminderState(fakeBrowser({ permission: 'granted', subscription }).browser),
    ).toBe('on');
  });
});

describe('turnOnPushReminders', () => {
  it('asks for permission, subscribes with the API key and saves the subscription', async () => {
    const { browser, subscribe, requestPermission } = fakeBrowser();
    const calls = fakeCalls();
    expect(await turnOnPushReminders(browser, calls)).toBe('on');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(PUBLIC_KEY),
    });
    expect(calls.save).toHaveBeenCalledWith({
      endpoint: 'https://push.example.com/new',
      expirationTime: null,
      keys: { p256dh: 'BPpublic', auth: 'secret16' },
    });
  });

  it('does not subscribe when the person blocks or dismisses the browser prompt', async () => {
    for (const [answer, expected] of [
      ['denied', 'denied'],
      ['default', 'off'],
    ] as const) {
      const { browser, subscribe } = fakeBrowser({ answer });
      const calls = fakeCalls();
      expect(await turnOnPushReminders(browser, calls)).toBe(expected);
      expect(subscribe).not.toHaveBeenCalled();
      expect(calls.save).not.toHaveBeenCalled();
    }
  });

  it('keeps a subscription made with the same key, and replaces one made with another', async () => {
    const same = fakeSubscription('https://push.example.com/same', PUBLIC_KEY);
    const kept = fakeBrowser({ permission: 'granted', subscription: same });
    const calls = fakeCalls();
    await turnOnPushReminders(kept.browser, calls);
    expect(kept.subscribe).not.toHaveBeenCalled();
    expect(calls.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ endpoint: 'https://push.example.com/same' }),
    );

    const stale = fakeSubscription('https://push.example.com/stale', OTHER_KEY);
    const replaced = fakeBrowser({ permission: 'granted', subscription: stale });
    await turnOnPushReminders(replaced.browser, calls);
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(replaced.subscribe).toHaveBeenCalledOnce();
    expect(calls.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ endpoint: 'https://push.example.com/new' }),
    );
  });

  it('says so when the service worker is not running', async () => {
    const { browser } = fakeBrowser({ hasServiceWorker: false });
    await expect(turnOnPushReminders(browser, fakeCalls())).rejects.toBeInstanceOf(
      PushRemindersUnavailableError,
    );
  });

  it('fails when the browser’s subscription is not what the API takes', async () => {
    const { browser } = fakeBrowser();
    const odd = fakeSubscription('not a url', PUBLIC_KEY);
    browser.registration = async () => ({
      pushManager: { getSubscription: async () => odd, subscribe: async () => odd },
    });
    const calls = fakeCalls();
    await expect(turnOnPushReminders(browser, calls)).rejects.toThrow();
    expect(calls.save).not.toHaveBeenCalled();
  });
});

describe('turning off', () => {
  it('tells the API, then drops the browser subscription', async () => {
    const subscription = fakeSubscription('https://push.example.com/a', PUBLIC_KEY);
    const { browser } = fakeBrowser({ permission: 'granted', subscription });
    const calls = fakeCalls();
    expect(await turnOffPushReminders(browser, calls)).toBe('off');
    expect(calls.remove).toHaveBeenCalledWith({ endpoint: 'https://push.example.com/a' });
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('keeps the browser subscription when the API could not be told', async () => {
    const subscription = fakeSubscription('https://push.example.com/a', PUBLIC_KEY);
    const { browser } = fakeBrowser({ permission: 'granted', subscription });
    const calls = fakeCalls();
    calls.remove.mockRejectedValueOnce(new Error('offline'));
    await expect(turnOffPushReminders(browser, calls)).rejects.toThrow('offline');
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('drops the subscription on this device at the end of a session', async () => {
    const subscription = fakeSubscription('https://push.example.com/a', PUBLIC_KEY);
    const { browser } = fakeBrowser({ permission: 'granted', subscription });
    await dropPushSubscriptionOnThisDevice(browser);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(await readPushReminderState(browser)).toBe('off');
  });
});

describe('base64UrlToBytes', () => {
  it('reads unpadded base64url', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes(PUBLIC_KEY)).toHaveLength(65);
  });
});
