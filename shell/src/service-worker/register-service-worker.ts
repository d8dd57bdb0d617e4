import { whenPageSettled } from './when-page-settled';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Spec 000 section 2: a service worker is registered from /sw.js at page load; a
 * failure is only logged. It is registered once the page has settled, since its
 * install downloads the shell's files (shell/service-worker/sw.ts).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  whenPageSettled(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
