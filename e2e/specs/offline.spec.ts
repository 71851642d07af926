import { expect, test } from '../fixtures.ts';
import { deployNewBuild } from '../support/deploy.ts';

// The built app served by the mock, with its service worker (Playwright allows workers by default).

test('after one online visit the app opens offline and moves between saved screens', async ({
  signedIn: _,
  page,
  home,
  myBatches,
  batchDetails,
  appStatus,
}) => {
  await home.open();
  await appStatus.workerInControl();
  // Online: the screens whose answers the worker saves.
  await home.myBatchesLink.click();
  await expect(myBatches.batchLinks.first()).toBeVisible();
  const batchId = (await myBatches.batchLinks.first().textContent()) ?? '';
  await myBatches.batchLink(batchId).click();
  await expect(batchDetails.title(batchId)).toBeVisible();
  await expect(appStatus.offline).toHaveCount(0);
  const cached = await appStatus.cachedUrls();
  expect(cached.some((url) => url.includes('/api/batch-details/'))).toBe(true);
  expect(cached.filter((url) => /\/__mock\/|\/trainer|notification-list|\/config\.json.*__session/.test(url))).toEqual(
    [],
  );

  await page.context().setOffline(true);
  await page.reload();
  await expect(batchDetails.title(batchId)).toBeVisible();
  await expect(appStatus.savedData).toBeVisible();
  await page.goBack();
  await expect(myBatches.batchLink(batchId)).toBeVisible();
  await expect(appStatus.savedData).toBeVisible();

  await page.context().setOffline(false);
  await expect(appStatus.offline).toHaveCount(0);
});

test("the worker registers once home has its answers: its precache does not compete with the first screen's", async ({
  signedIn: _,
  page,
  home,
  appStatus,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/batch-list\?/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForFunction(() => document.readyState === 'complete');
  // Loaded, the lists held: a second on, still no worker (it registered at the load before).
  await page.waitForTimeout(1000);
  expect(await appStatus.workerRegistered()).toBe(false);
  release();
  await expect(home.tile('Completed batches')).toBeVisible();
  await expect.poll(() => appStatus.workerRegistered()).toBe(true);
  await appStatus.workerInControl();
});

test('a new build on the server is offered with a reload prompt, not swapped in', async ({
  signedIn: _,
  page,
  home,
  appStatus,
}) => {
  await home.open();
  await appStatus.workerInControl();
  await expect(appStatus.updatePrompt).toHaveCount(0);

  const undeploy = await deployNewBuild();
  try {
    await appStatus.checkForUpdate();
    await expect(appStatus.updatePrompt).toBeVisible({ timeout: 15_000 });
    // Nothing was swapped under the assessor: the screen stays until they choose to reload.
    await expect(home.greeting()).toBeVisible();
    // The page reloads once the new worker has taken over; on a busy machine its activation can take seconds, and the
    // old page stays on screen until then, prompt included.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await appStatus.reloadButton.click();
    await reloaded;
    await expect(home.greeting()).toBeVisible();
    await expect(appStatus.updatePrompt).toHaveCount(0);
    expect(await appStatus.workerWaiting()).toBe(false);
  } finally {
    await undeploy();
  }
});

test('offline, the banner is the one message: no red toast over the screen, and none left when the network is back', async ({
  signedIn: _,
  page,
  home,
  appStatus,
}) => {
  await home.open();
  await expect(home.greeting()).toBeVisible();
  await page.context().setOffline(true);
  await expect(appStatus.offline).toBeVisible();
  // The notification poll (every 2 s) fails meanwhile: it is not a message of its own.
  await page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('/api/notification-list'),
    timeout: 15_000,
  });
  await page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('/api/notification-list'),
    timeout: 15_000,
  });
  await expect(appStatus.message('Network Error!')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(appStatus.offline).toHaveCount(0);
  await expect(appStatus.message('Network Error!')).toHaveCount(0);
  await expect(home.greeting()).toBeVisible();
});
