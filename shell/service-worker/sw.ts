/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';

import {
  API_DATA_CACHE,
  DEPLOYMENT_FILES_CACHE,
  HASHED_FILES_CACHE,
  PAGES_CACHE,
} from '../src/service-worker/cache-names';
import { ZWarmRemotesMessage, type TRemotesWarmedMessage } from '../src/service-worker/messages';
import {
  appUrlOf,
  notificationFromPush,
  notificationOptions,
  windowToFocus,
} from '../src/service-worker/push-notifications';
import { requestKind, type TRequestKind } from '../src/service-worker/request-kinds';
import { corsRequest, warmRemotes } from '../src/service-worker/warm-remotes';

// The app's service worker, at /sw.js. The shell's built files are precached (the list
// is written in at build time by workbox-build); pages, remotes' files and the
// signed-in person's data reads are cached as they are used, so the practice pages
// and the dashboard open offline after one visit. It also shows reminders sent by Web Push.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const ownOrigin = self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const kindIs =
  (kind: TRequestKind) =>
  ({ request }: { request: Request }) =>
    requestKind(
      {
        url: request.url,
        method: request.method,
        mode: request.mode,
        destination: request.destination,
        accept: request.headers.get('Accept'),
      },
      ownOrigin,
    ) === kind;

/** A remote's script is asked for without CORS (a plain <script>); fetch it with CORS so it is cacheable. */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin === ownOrigin ? request : corsRequest(request.url),
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  kindIs('page'),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 50 })],
  }),
);
registerRoute(
  kindIs('deployment-file'),
  new NetworkFirst({ cacheName: DEPLOYMENT_FILES_CACHE, plugins: [corsForOtherOrigins, okOnly] }),
);
registerRoute(
  kindIs('hashed-file'),
  new CacheFirst({
    cacheName: HASHED_FILES_CACHE,
    plugins: [
      corsForOtherOrigins,
      okOnly,
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 24 * 60 * 60 }),
    ],
  }),
);
registerRoute(
  kindIs('api-data'),
  new NetworkFirst({
    cacheName: API_DATA_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300 })],
  }),
);

// Offline on a page never opened before: any page of the app will do, the app routes itself.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const pages = await caches.open(PAGES_CACHE);
  const [anyPage] = await pages.keys();
  return (anyPage && (await pages.match(anyPage))) ?? Response.error();
});

self.addEventListener('message', (event) => {
  const message = ZWarmRemotesMessage.safeParse(event.data);
  if (!message.success) return;
  const source = event.source;
  event.waitUntil(
    warmRemotes(message.data.remotes, ownOrigin).then(
      ({ fetched, failed }) => {
        const answer: TRemotesWarmedMessage = { type: 'remotes-warmed', fetched, failed };
        source?.postMessage(answer);
      },
      (error: unknown) => console.warn('The remotes could not be made available offline', error),
    ),
  );
});

// Reminders (Web Push): every push shows a notification, the generic one when its
// payload is not a notification (the subscription promised the browser to show one).
self.addEventListener('push', (event) => {
  const notification = notificationFromPush(event.data?.text() ?? null);
  event.waitUntil(
    self.registration.showNotification(
      notification.title,
      notificationOptions(notification, ownOrigin),
    ),
  );
});

// A tap brings a window of the app forward on the notification's page, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrlOf((event.notification.data as { url?: unknown } | null)?.url, ownOrigin);
  event.waitUntil(openAppAt(url));
});

async function openAppAt(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windowToFocus(windows, ownOrigin);
  if (!client) {
    await self.clients.openWindow(url);
    return;
  }
  // Focus first, while the tap still counts as the person's gesture.
  const focused = await client.focus();
  if (focused.url === url) return;
  try {
    await focused.navigate(url);
  } catch {
    // A window this worker does not control cannot be navigated: open the page instead.
    await self.clients.openWindow(url);
  }
}

// A new deployment of the shell takes over at once; the next load runs it.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
