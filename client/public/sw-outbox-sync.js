/* global self */
// Imported by the service worker: a Background Sync of the outbox (tag `outbox`, registered by
// client/src/outbox/runtime.ts) wakes every open page of the app, whose outbox then sends what is waiting.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => pages.forEach((page) => page.postMessage({ type: 'outbox-sync' }))),
  );
});
