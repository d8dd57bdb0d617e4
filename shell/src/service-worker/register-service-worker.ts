export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Spec 000 section 2: a service worker is registered from /sw.js at page load; a
 * failure is only logged. (The worker does nothing yet; offline use comes later.)
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
