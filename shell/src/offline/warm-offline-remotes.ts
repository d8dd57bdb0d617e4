import { OFFLINE_REMOTES, type TWarmRemotesMessage } from '../service-worker/messages';

/**
 * Once a signed-in page has loaded, asks the service worker to download every file of
 * the practice and dashboard remotes, so those pages open offline though not yet
 * visited. Idle time only: it never competes with the page being shown.
 */
export const warmOfflineRemotes = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const message: TWarmRemotesMessage = { type: 'warm-remotes', remotes: [...OFFLINE_REMOTES] };
  const send = () => {
    void navigator.serviceWorker.ready.then((registration) => {
      registration.active?.postMessage(message);
    });
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(send, { timeout: 5_000 });
  } else {
    setTimeout(send, 2_000);
  }
};
