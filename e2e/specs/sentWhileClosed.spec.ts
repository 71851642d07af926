import { indiaDashDay } from '@assessor/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type TrainerBatch } from '../fixtures.ts';
import { todaysBatch } from '../flows/todaysBatch.ts';
import { AppStatus } from '../pages/AppStatus.ts';
import { EvidencePage } from '../pages/EvidencePage.ts';
import { fireBackgroundSync } from '../support/backgroundSync.ts';
import { baseURL } from '../support/environment.ts';
import { recordRequests } from '../support/network.ts';
import { seedSession } from '../support/session.ts';

// Captures kept on the phone for want of signal are sent by the service worker when the signal comes back, with every
// page of the app closed: Chrome fires the Background Sync `outbox` (here through the DevTools protocol).

async function openGroupPhotos(page: Page, batch: TrainerBatch): Promise<EvidencePage> {
  const evidence = new EvidencePage(page);
  await evidence.openActivities(batch._id);
  await evidence.tabLink('Group Photos').click();
  await expect(evidence.slot('Group photos')).toBeVisible();
  return evidence;
}

/** With the worker in control, the signal goes and two group photos are taken: both wait on the phone. */
async function twoPhotosOffline(page: Page, context: BrowserContext, batch: TrainerBatch): Promise<void> {
  const evidence = await openGroupPhotos(page, batch);
  await new AppStatus(page).workerInControl();
  await context.setOffline(true);
  await evidence.pick('Group photos', 'photo.jpg');
  await evidence.pick('Group photos', 'photo.png');
  await expect(evidence.outboxBadge(2)).toBeVisible();
  // The first attempt is over (the page is then closed between attempts, not during one).
  await expect(evidence.slot('Group photos').getByText('Kept on this phone, sent by itself').first()).toBeVisible();
}

const dayOf = (batch: TrainerBatch) => batch.days.find((day) => day.date === indiaDashDay())!._id;
const both = ['photo (2).jpg', 'photo.jpg'];

test('with every page closed, the worker sends what waited once the signal is back; the next open says so', async ({
  page,
  context,
  mock,
  signedIn,
  api,
}) => {
  // The assessor allowed notifications: the worker says what it sent.
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const batch = await todaysBatch(mock, signedIn);
  await twoPhotosOffline(page, context, batch);
  await page.close();
  expect(await api.groupPhotos(dayOf(batch)), 'nothing sent while offline').toEqual([]);
  await context.setOffline(false);
  await fireBackgroundSync(context, baseURL, 'outbox');
  await expect.poll(async () => (await api.groupPhotos(dayOf(batch))).sort(), { timeout: 15_000 }).toEqual(both);

  const next = await context.newPage();
  const evidence = await openGroupPhotos(next, batch);
  await expect(next.getByText(/^Sent while the app was closed: 2 captures, \d{2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(evidence.stored('photo.jpg')).toBeVisible();
  await expect(evidence.stored('photo (2).jpg')).toBeVisible();
  await expect(evidence.outboxBadge(2)).toHaveCount(0);
  await expect(evidence.outboxBadge(1)).toHaveCount(0);
  expect((await api.groupPhotos(dayOf(batch))).sort(), 'each photo once').toEqual(both);
  const notified = await next.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => notification.body),
  );
  expect(notified).toEqual([expect.stringMatching(/^Sent while the app was closed: 2 captures, \d{2}:\d{2} [AP]M$/)]);
});

test('a page opened while the worker sends shows no duplicate: it sends nothing and lists nothing as waiting', async ({
  page,
  context,
  mock,
  signedIn,
  api,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await twoPhotosOffline(page, context, batch);
  await page.close();
  // The worker's uploads are slow: a page of the app opens while they go.
  let uploading: () => void;
  const firstUpload = new Promise<void>((resolve) => (uploading = resolve));
  await context.route('**/api/upload-groupFile**', async (route) => {
    uploading();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await context.setOffline(false);
  const fired = fireBackgroundSync(context, baseURL, 'outbox');
  await firstUpload;

  const next = await context.newPage();
  const pageUploads = recordRequests(next, '/api/upload-groupFile');
  const evidence = await openGroupPhotos(next, batch);
  await expect(evidence.stored('photo.jpg')).toHaveCount(1, { timeout: 15_000 });
  await expect(evidence.stored('photo (2).jpg')).toHaveCount(1);
  await expect(evidence.outboxBadge(1)).toHaveCount(0);
  await expect(evidence.outboxBadge(2)).toHaveCount(0);
  await fired;
  expect((await api.groupPhotos(dayOf(batch))).sort(), 'each photo once').toEqual(both);
  expect(pageUploads, 'the page sent none of them').toEqual([]);
});

test("the server drops the answer of the worker's first upload: it asks the list before sending again, each photo once", async ({
  page,
  context,
  mock,
  signedIn,
  api,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await twoPhotosOffline(page, context, batch);
  await page.close();
  // The server takes the first upload, then the connection drops before its answer (a restart, a proxy cut).
  const uploads: string[] = [];
  const checks: string[] = [];
  await context.route('**/api/upload-groupFile**', async (route) => {
    uploads.push(route.request().url());
    if (uploads.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.route('**/api/get-groupFile/**', async (route) => {
    checks.push(route.request().url());
    await route.continue();
  });
  await context.setOffline(false);
  await fireBackgroundSync(context, baseURL, 'outbox');
  // The cut photo waits out its backoff; the next sync Chrome fires sends what is left.
  await expect
    .poll(
      async () => {
        await fireBackgroundSync(context, baseURL, 'outbox');
        return (await api.groupPhotos(dayOf(batch))).sort();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toEqual(both);
  await expect.poll(() => checks.length, { message: 'the list was asked before a second try' }).toBeGreaterThan(0);
  expect(uploads, 'no upload sent twice').toHaveLength(2);
});

test('an assessor who logged out has nothing sent by the worker; their next session sends it', async ({
  page,
  context,
  mock,
  signedIn,
  api,
  home,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await twoPhotosOffline(page, context, batch);
  await home.logOut();
  await expect(page).toHaveURL(/\/login$/);
  await page.close();
  await context.setOffline(false);
  await fireBackgroundSync(context, baseURL, 'outbox');
  // The sync's work is over once the protocol call answers; a moment more for any request still on its way.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await api.groupPhotos(dayOf(batch)), 'nothing sent on their behalf').toEqual([]);

  // Their next session (the stored login of this test) sends both.
  const next = await context.newPage();
  await seedSession(next, signedIn);
  await openGroupPhotos(next, batch);
  await expect.poll(async () => (await api.groupPhotos(dayOf(batch))).sort(), { timeout: 15_000 }).toEqual(both);
});

test('notifications are asked for once, after the first capture kept for want of signal, never at first load', async ({
  page,
  context,
  mock,
  signedIn,
}) => {
  // The browser's question, counted; the answer stays "not decided" (a dismissal), so only the app's memory stops it.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'default' });
    Notification.requestPermission = async () => {
      sessionStorage.setItem('asked', String(Number(sessionStorage.getItem('asked') ?? 0) + 1));
      return 'default';
    };
  });
  const asked = () => page.evaluate(() => Number(sessionStorage.getItem('asked') ?? 0));
  const batch = await todaysBatch(mock, signedIn);
  const evidence = await openGroupPhotos(page, batch);
  await new AppStatus(page).workerInControl();
  expect(await asked(), 'not at first load').toBe(0);

  await context.setOffline(true);
  await evidence.pick('Group photos', 'photo.jpg');
  await expect(evidence.outboxBadge(1)).toBeVisible();
  await expect.poll(asked).toBe(1);

  // The next visit: with signal the first photo goes; offline again, another photo is kept.
  await context.setOffline(false);
  await page.reload();
  await expect(evidence.stored('photo.jpg')).toBeVisible({ timeout: 15_000 });
  await context.setOffline(true);
  await evidence.pick('Group photos', 'photo.png');
  await expect(evidence.outboxBadge(1)).toBeVisible();
  await expect(evidence.slot('Group photos').getByText('Kept on this phone, sent by itself').first()).toBeVisible();
  expect(await asked(), 'never again').toBe(1);
});
