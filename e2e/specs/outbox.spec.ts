import { indiaDashDay } from '@assessor/contract';
import { expect, test, type Session, type TrainerBatch } from '../fixtures.ts';
import { logInWithForm } from '../flows/logIn.ts';
import { code, demoBatch } from '../flows/marking.ts';
import type { EvidencePage } from '../pages/EvidencePage.ts';
import { MarksPage } from '../pages/MarksPage.ts';
import { apiOffline, loseNextAnswer, recordRequests, recordResponses } from '../support/network.ts';
import type { MockServer } from '../support/trainer.ts';

/** The demo's batch assessed today and that day's record id. */
async function todaysDay(mock: MockServer, session: Session): Promise<{ batch: TrainerBatch; day: string }> {
  const batches = await mock.batchesOf(session.userData._id);
  const batch = batches.find((candidate) => candidate.days.some((day) => day.date === indiaDashDay()));
  expect(batch, 'the seed has a batch assessed today').toBeDefined();
  return { batch: batch!, day: batch!.days.find((day) => day.date === indiaDashDay())!._id };
}

async function openGroupPhotos(evidence: EvidencePage, batch: TrainerBatch) {
  await evidence.openActivities(batch._id);
  await evidence.tabLink('Group Photos').click();
  await expect(evidence.slot('Group photos')).toBeVisible();
}

test('photos taken offline survive a reload and upload once the network is back, each once', async ({
  page,
  mock,
  signedIn,
  api,
  evidence,
}) => {
  const { batch, day } = await todaysDay(mock, signedIn);
  await openGroupPhotos(evidence, batch);
  const online = await apiOffline(page);

  await evidence.pick('Group photos', 'photo.jpg');
  // The PNG is sent as JPEG: its name is made unique beside the first photo.
  await evidence.pick('Group photos', 'photo.png');
  // One at a time per batch: the first keeps trying, the second waits behind it. Both only kept: no error beside them.
  await expect(evidence.slot('Group photos').getByText('Kept on this phone, sent by itself').first()).toBeVisible();
  await expect(evidence.slot('Group photos').getByText(/Network Error/)).toHaveCount(0);
  await expect(evidence.discardButton('photo (2).jpg')).toBeVisible();
  await expect(evidence.outboxBadge(2)).toBeVisible();

  await online();
  await page.reload();
  await expect(evidence.stored('photo.jpg')).toBeVisible();
  await expect(evidence.stored('photo (2).jpg')).toBeVisible();
  await expect(evidence.outboxBadge(2)).toHaveCount(0);
  await expect(evidence.outboxBadge(1)).toHaveCount(0);
  expect((await api.groupPhotos(day)).sort()).toEqual(['photo (2).jpg', 'photo.jpg']);
});

test('a photo whose answer was lost is stored once, and shows in the gallery with no further tap', async ({
  page,
  mock,
  signedIn,
  api,
  evidence,
}) => {
  const { batch, day } = await todaysDay(mock, signedIn);
  await openGroupPhotos(evidence, batch);
  const uploads = recordRequests(page, '/api/upload-groupFile');
  await loseNextAnswer(page, '**/api/upload-groupFile');

  await evidence.pick('Group photos', 'photo.jpg');
  await expect(evidence.stored('photo.jpg')).toBeVisible();
  await expect(evidence.outboxBadge(1)).toHaveCount(0);
  expect(await api.groupPhotos(day)).toEqual(['photo.jpg']);
  expect(uploads.length, 'the request reached the server at least once').toBeGreaterThanOrEqual(1);
  await evidence.backToActivities.click();
  await expect(evidence.tabLink('Group Photos')).toContainText('1 fileDone');
});

test('"waiting to send" lists the entries; a refusal stops with its reason; discard and logout ask first', async ({
  page,
  mock,
  signedIn,
  evidence,
}) => {
  const { batch } = await todaysDay(mock, signedIn);
  await openGroupPhotos(evidence, batch);
  const uploads = recordRequests(page, '/api/upload-groupFile');
  await page.route('**/api/upload-groupFile', (route) =>
    route.fulfill({
      status: 400,
      json: {
        statusCode: 400,
        success: false,
        message: 'Assessment of this batch is closed',
        error: 'Assessment of this batch is closed',
      },
    }),
  );

  await evidence.pick('Group photos', 'photo.jpg');
  await expect(evidence.slotAlert('Group photos')).toHaveText('Assessment of this batch is closed');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(evidence.retryButton('photo.jpg')).toBeVisible();
  expect(uploads, 'a refusal is not retried by itself').toHaveLength(1);

  // Leaving with an entry not sent yet is allowed once confirmed; a stopped one does not hold the screen.
  await evidence.outboxBadge(1).click();
  await expect(evidence.heading('Waiting to send')).toBeVisible();
  await expect(evidence.message('Assessment of this batch is closed')).toBeVisible();

  await evidence.moreButton.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(evidence.dialog).toContainText(
    '1 item is waiting to be sent. It stays on this phone and is sent after you log in again.',
  );
  await evidence.answerDialog('Cancel');
  // The menu stays open over the screen until More is tapped again.
  await evidence.moreButton.click();

  await evidence.discardButton('photo.jpg').click();
  await evidence.answerDialog('Cancel');
  await expect(evidence.discardButton('photo.jpg')).toBeVisible();
  await evidence.discardButton('photo.jpg').click();
  await evidence.answerDialog('OK');
  await expect(evidence.message('Nothing is waiting to send.')).toBeVisible();
  await expect(evidence.outboxBadge(1)).toHaveCount(0);
});

test('leaving the tab while a photo is still waiting warns that it keeps sending', async ({
  page,
  mock,
  signedIn,
  evidence,
}) => {
  const { batch } = await todaysDay(mock, signedIn);
  await openGroupPhotos(evidence, batch);
  const online = await apiOffline(page);
  await evidence.pick('Group photos', 'photo.jpg');
  await expect(evidence.outboxBadge(1)).toBeVisible();

  await evidence.backToActivities.click();
  await expect(evidence.dialog).toContainText('1 file of this screen is not sent yet. It keeps sending');
  await evidence.answerDialog('Stay');
  await expect(evidence.slot('Group photos')).toBeVisible();

  await online();
  await expect(evidence.stored('photo.jpg')).toBeVisible({ timeout: 15_000 });
  await evidence.backToActivities.click();
  await expect(evidence.tabLink('Group Photos')).toContainText('1 fileDone');
});

test('a 410 to a queued marks save shows the message and the login; the save arrives once after logging in again', async ({
  page,
  mock,
  signedIn,
  api,
  login,
  home,
}) => {
  const { batch, candidates } = await demoBatch(mock, signedIn, api);
  await api.takeAttendance(batch._id);
  const theory = await api.nos(batch._id, 'Theory');
  const candidate = candidates[0]!;
  const marks = new MarksPage(page);
  await marks.openMarking(batch._id, 'theory', candidate._id);
  for (const nos of theory) await marks.mark(`${code(nos)} marks`).fill('1');
  const saves = recordResponses(page, '/api/save-theory-marks');
  await mock.armScenario({ assessor: signedIn.userData._id, status: 410, path: 'save-theory-marks', times: 1 });

  await marks.saveMarks.click();
  await expect(login.alert).toHaveText('Authentication Failed – Please login again');
  await expect(page).toHaveURL(/\/login$/);
  expect(saves).toEqual([410]);
  expect((await api.result(batch._id, candidate._id)).nosResult[0]).not.toHaveProperty('obtainedTheoryMarks');

  await logInWithForm({ login, home });
  await expect
    .poll(async () => (await api.result(batch._id, candidate._id)).nosResult.map((row) => row.obtainedTheoryMarks))
    .toEqual(theory.map(() => 1));
  // Once: the refused attempt and one that the server stored, nothing more while the app stays open.
  await expect(home.greeting()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(saves).toEqual([410, 200]);
});
