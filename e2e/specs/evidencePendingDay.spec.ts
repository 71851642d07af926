import { indiaDashDay } from '@assessor/contract';
import { todaysBatch } from '../flows/todaysBatch.ts';
import { expect, test } from '../fixtures.ts';

// Without the worker, the page's own requests can be refused one by one (a worker's fetches are out of reach).
test.use({ serviceWorkers: 'block' });

test('a day whose record never reached the phone still takes evidence: the upload asks for the record as it goes', async ({
  page,
  mock,
  signedIn,
  api,
  evidence,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  const day = batch.days.find((one) => one.date === indiaDashDay())!;
  // The phone cannot read the day's record (as one that never downloaded it, with no signal).
  let recordReachable = false;
  await page.route('**/api/getTimeStampId**', (route) =>
    recordReachable ? route.continue() : route.abort('internetdisconnected'),
  );

  await evidence.openActivities(batch._id);
  await evidence.tabLink('Group Photos').click();
  await expect(page.getByText("This day's record is not on this phone yet.", { exact: false })).toBeVisible();
  await evidence.pick('Group photos', 'photo.jpg');
  await expect(
    evidence.slotText('Group photos', "Kept on this phone, sent once the day's record is on the server"),
  ).toBeVisible();
  expect(await api.evidenceNames(day._id)).not.toContain('photo.jpg');

  // The record can be read again: the waiting upload learns its id and goes by itself, once.
  recordReachable = true;
  await expect(evidence.storedIn('Group photos', 'photo.jpg')).toBeVisible({ timeout: 15_000 });
  expect((await api.evidenceNames(day._id)).filter((name) => name === 'photo.jpg')).toHaveLength(1);
  await expect(page.getByText("This day's record is not on this phone yet.", { exact: false })).toHaveCount(0);
});
