import { OFFLINE_REMOTES, type TWarmRemotesMessage } from '../../service-worker/messages';
import { whenPageSettled } from '../../service-worker/when-page-settled';

/**
 * Once a signed-in page has loaded, asks the service worker to download every file of
 * the practice and dashboard remotes, so those pages open offline though not yet
 * visited. Once the page has settled: it never competes with the page being shown.
 */
export const warmOfflineRemotes = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const message: TWarmRemotesMessage = { type: 'warm-remotes', remotes: [...OFFLINE_REMOTES] };
  whenPageSettled(() => {
    void navigator.serviceWorker.ready.then((registration) => {
      registration.active?.postMessage(message);
    });
  });
};
