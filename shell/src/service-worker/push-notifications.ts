import { ZPushNotification, type TPushNotification } from '@manifest/contracts/push';

// What the service worker does with a push and with a tap on its notification
// (shell/service-worker/sw.ts), kept here as plain functions so they are tested alone.

/** The product's icon, beside the install icons (shell/public/icons). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/**
 * Shown for a push whose payload is missing or not a notification: a subscription made
 * with `userVisibleOnly` must show something for every push, and a vague reminder is
 * better than the browser's own "this site updated in the background".
 */
export const GENERIC_NOTIFICATION: TPushNotification = {
  title: 'Manifest',
  body: 'A gentle reminder: your practice is waiting for you.',
  url: '/dashboard',
  tag: 'manifest-reminder',
};

/** The notification a push carries (its text), or the generic one. */
export function notificationFromPush(text: string | null): TPushNotification {
  if (!text) return GENERIC_NOTIFICATION;
  try {
    const parsed = ZPushNotification.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : GENERIC_NOTIFICATION;
  } catch {
    return GENERIC_NOTIFICATION;
  }
}

/**
 * A page of this app: `url` resolved against the app's origin, or the dashboard when it
 * would leave it ('//elsewhere.example' starts with a slash too).
 */
export function appUrlOf(url: unknown, origin: string): string {
  const fallback = new URL(GENERIC_NOTIFICATION.url, origin).href;
  if (typeof url !== 'string' || !url.startsWith('/')) return fallback;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : fallback;
  } catch {
    return fallback;
  }
}

/** The options of `showNotification`: the product's icon, the tag, and where a tap goes. */
export function notificationOptions(
  notification: TPushNotification,
  origin: string,
): NotificationOptions & { data: { url: string } } {
  return {
    body: notification.body,
    tag: notification.tag,
    icon: NOTIFICATION_ICON,
    lang: 'en',
    data: { url: appUrlOf(notification.url, origin) },
  };
}

/** The window of this app a tap should bring forward: a focused one, else a visible one, else any. */
export function windowToFocus<
  TClient extends { url: string; focused: boolean; visibilityState: string },
>(windows: readonly TClient[], origin: string): TClient | undefined {
  const ours = windows.filter((client) => {
    try {
      return new URL(client.url).origin === origin;
    } catch {
      return false;
    }
  });
  return (
    ours.find((client) => client.focused) ??
    ours.find((client) => client.visibilityState === 'visible') ??
    ours[0]
  );
}
