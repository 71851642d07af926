import type { BrowserContext } from '@playwright/test';

/**
 * Fires a Background Sync event in the app's service worker, as Chrome does when the signal comes back, through the
 * DevTools protocol (`ServiceWorker.dispatchSyncEvent`, which needs the registration's id: `ServiceWorker.enable`
 * reports it in `workerRegistrationUpdated`). The browser's own session has no ServiceWorker domain, so the calls go
 * through a blank tab of the same browser context: it is no page of the app (the worker sees no window of its own).
 */
export async function fireBackgroundSync(context: BrowserContext, origin: string, tag: string): Promise<void> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  try {
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((each) => each.scopeURL.startsWith(origin) && !each.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: await registrationId,
      tag,
      lastChance: false,
    });
  } finally {
    await cdp.detach();
    await blank.close();
  }
}
