import type { Route } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
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

test("the banner's words match the state, and a kept issue shows only its kept state, offline and with the server down", async ({
  page,
  mock,
  signedIn,
  closeout,
  appStatus,
}) => {
  test.setTimeout(60_000);
  const { invoiceReady: batch } = await mock.closeoutBatches(demo.email);
  await page.goto(`/batch/${batch!._id}/assessment/raise-issue`);
  await expect(closeout.message('No issues raised for this batch.')).toBeVisible();

  // Offline: every capture is kept on the phone, and the banner says so.
  await page.context().setOffline(true);
  await expect(appStatus.offline).toHaveText('Offline');
  await expect(appStatus.kept('signal')).toBeVisible();
  await expect(appStatus.message(/needs a connection/)).toHaveCount(0);
  await closeout.category.selectOption({ label: 'Power failure' });
  await closeout.description.fill('The generator stopped at noon.');
  await closeout.submit.click();
  await expect(closeout.message('Issue saved. It is sent as soon as there is a connection.')).toBeVisible();
  await expect(closeout.message('Kept on this phone, sent by itself')).toBeVisible();
  await expect(closeout.message(/Network Error/)).toHaveCount(0);
  await expect(closeout.alert).toHaveCount(0);

  // Signal back, but the server does not answer: not "Offline". Opened so, the list of raised issues says it waits for
  // the server, not a red error beside the kept issue.
  const down = (route: Route) => route.abort('connectionrefused');
  await page.context().route('**/api/**', down);
  await page.context().setOffline(false);
  await page.reload();
  await expect(appStatus.unreachable).toHaveText("Can't reach the server");
  await expect(appStatus.kept('server')).toBeVisible();
  await expect(appStatus.offline).toHaveCount(0);
  await expect(closeout.message('The raised issues show here when the server can be reached.')).toBeVisible();
  await expect(closeout.message('Kept on this phone, sent by itself')).toBeVisible();
  await expect(closeout.message(/Network Error/)).toHaveCount(0);
  await expect(closeout.alert).toHaveCount(0);

  // The server answers again: the issue goes by itself, once, and the banner goes.
  await page.context().unroute('**/api/**', down);
  await expect(closeout.issue('Power failure')).toContainText('The generator stopped at noon.', { timeout: 20_000 });
  await expect(appStatus.unreachable).toHaveCount(0);
  const issues = (await mock.issuesOf(signedIn.userData._id)).filter((issue) => issue.batch_id === batch!._id);
  expect(issues.map((issue) => issue.description)).toEqual(['The generator stopped at noon.']);
});
