// Manifest's service worker. It only installs and takes control for now: it has no
// fetch handler, so every request goes to the network as without it. Offline support
// comes in a later issue.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
