import { indiaDashDay } from '@assessor/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type TrainerBatch } from '../fixtures.ts';
import { todaysBatch } from '../flows/todaysBatch.ts';
import { AppStatus } from '../pages/AppStatus.ts';
import { EvidencePage } from '../pages/EvidencePage.ts';
import { fireBackgroundSync } from '../support/backgroundSync.ts';
import { baseURL } from '../support/environment.ts';

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
