/**
 * The service worker's cache of the signed-in person's data reads (GET /api/...), so
 * the practice pages open offline. It belongs to one person: it is emptied when
 * someone signs out or a different person signs in on this device.
 */
export const API_DATA_CACHE = 'manifest-api-data';

export const clearOfflineData = (): void => {
  if (typeof caches === 'undefined') return;
  caches.delete(API_DATA_CACHE).catch(() => {
    // No cache storage (an insecure origin, a private window): nothing was kept.
  });
};
