import { indiaDashDay } from '@assessor/contract';
import { todaysBatch } from '../flows/todaysBatch.ts';
import type { Route } from '@playwright/test';
import { expect, test, type TrainerBatch } from '../fixtures.ts';
import type { EvidencePage } from '../pages/EvidencePage.ts';
import { evidenceTabs, type EvidenceTab } from '../flows/evidenceTabs.ts';
import { recordRequests, throttleUploads } from '../support/network.ts';

const tabs = evidenceTabs;
type Tab = EvidenceTab;

/** The tabs the batch documents screen shows. */
const documentTabs: readonly Tab[] = ['TP Declaration', 'Annexure M & N', 'Others', 'Attendance Sheet'];

async function openTab(evidence: EvidencePage, batch: TrainerBatch, tab: Tab) {
  await evidence.openActivities(batch._id);
  await evidence.tabLink(tab).click();
  await expect(evidence.slot(tabs.find(([name]) => name === tab)![1])).toBeVisible();
}

// The 11 tabs in three tests of up to four tabs each, so that each test stays within the default timeout.
for (const first of [0, 4, 8]) {
  const some = tabs.slice(first, first + 4);
  test(`a photo uploaded in each of the tabs ${some.map(([tab]) => tab).join(', ')} shows in its gallery and in the X/11 count`, async ({
    mock,
    signedIn,
    api,
    evidence,
  }) => {
    const batch = await todaysBatch(mock, signedIn);
    const { done, total } = await api.activityCount(batch._id);
    expect(tabs, 'the tests visit every tab of the batch').toHaveLength(total);
    await evidence.openActivities(batch._id);
    await expect(evidence.progress).toHaveText(`${done}/${total} done`);

    for (const [index, [tab, slot]] of some.entries()) {
      await evidence.tabLink(tab).click();
      await evidence.pickAndUpload(slot, 'photo.jpg');
      await expect(evidence.storedIn(slot, 'photo.jpg')).toBeVisible();
      await evidence.backToActivities.click();
      await expect(evidence.tabLink(tab)).toContainText('1 fileDone');
      await expect(evidence.progress).toHaveText(`${done + index + 1}/${total} done`);
    }
  });
}

test('a stored photo opens full screen and is deleted after confirmation @smoke', async ({
  mock,
  signedIn,
  api,
  evidence,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  const { done, total } = await api.activityCount(batch._id);
  await openTab(evidence, batch, 'Group Photos');
  await evidence.pickAndUpload('Group photos', 'photo.png');
  await expect(evidence.stored('photo.jpg')).toBeVisible();

  await evidence.stored('photo.jpg').click();
  await expect(evidence.viewerImage('photo.jpg')).toBeVisible();
  await evidence.closeViewer();

  await evidence.cancelDelete('photo.jpg');
  await expect(evidence.stored('photo.jpg')).toBeVisible();

  await evidence.confirmDelete('photo.jpg');
  await expect(evidence.message('File deleted successfully.')).toBeVisible();
  await expect(evidence.emptySlot('Group photos')).toBeVisible();
  await evidence.backToActivities.click();
  await expect(evidence.tabLink('Group Photos')).toContainText('0 filesNot done');
  await expect(evidence.progress).toHaveText(`${done}/${total} done`);
});

test('a failed upload keeps the file and is sent again by itself, without picking it again', async ({
  page,
  mock,
  signedIn,
  evidence,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await openTab(evidence, batch, 'Tool Photos');
  // Every upload fails until the kept state was seen: the next answer over the network wakes the outbox at once, so
  // a single failure may be retried before the screen is read.
  const upload = '**/api/upload-toolsFile';
  const drop = (route: Route) => route.abort('connectionreset');
  await page.route(upload, drop);

  await evidence.pickAndUpload('Tool photos', 'photo.jpg');
  await expect(evidence.slotText('Tool photos', 'Kept on this phone, sent by itself')).toBeVisible();
  await page.unroute(upload, drop);
  await expect(evidence.stored('photo.jpg')).toBeVisible({ timeout: 15_000 });
  await expect(evidence.retryButton('photo.jpg')).toHaveCount(0);
});

test('a throttled upload shows its progress bar and can be cancelled, then retried', async ({
  page,
  mock,
  signedIn,
  evidence,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await openTab(evidence, batch, 'Others');
  const fullSpeed = await throttleUploads(page, { uploadKBps: 32 });

  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400 * 1024, 0x20)]);
  await evidence.pick('Other documents', { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(evidence.progressBar('scan.pdf')).toBeVisible();
  await evidence.cancelButton('scan.pdf').click();
  await expect(evidence.slotText('Other documents', 'Upload cancelled.')).toBeVisible();
  await expect(evidence.progressBar('scan.pdf')).toHaveCount(0);

  await fullSpeed();
  await evidence.retryButton('scan.pdf').click();
  await expect(evidence.storedDocument('scan.pdf')).toHaveAttribute('target', '_blank');
});

test('a file over the limit or of a refused type is stopped before any request', async ({
  page,
  mock,
  signedIn,
  evidence,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await openTab(evidence, batch, 'Theory Photos & Video');
  const uploads = recordRequests(page, '/api/upload-');

  const big = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(11 * 1024 * 1024)]);
  await evidence.pick('Theory videos', { name: 'long.mp4', mimeType: 'video/mp4', buffer: big }, 'Choose videos');
  await expect(evidence.slotAlert('Theory videos')).toHaveText('Too large (11.00 MB): the limit is 10 MB per file.');
  await evidence.pick('Theory photos', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(evidence.slotAlert('Theory photos')).toHaveText(
    'Not allowed: only JPEG, PNG, GIF, PDF, DOC, DOCX, XLS, XLSX files are accepted.',
  );
  await expect(evidence.progressBar('long.mp4')).toHaveCount(0);
  await expect(evidence.progressBar('notes.txt')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a video goes to its own slot and plays inline with seeking', async ({ mock, signedIn, evidence }) => {
  const batch = await todaysBatch(mock, signedIn);
  await openTab(evidence, batch, 'Viva Photo & Video');
  await evidence.pickAndUpload('Viva videos', 'clip.mp4', 'Choose videos');
  const video = evidence.video('Viva videos', 'clip.mp4');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0.5);
  await expect(evidence.emptySlot('Viva photos')).toBeVisible();
});

test('batch documents use the same upload and gallery; a day outside the batch is refused', async ({
  page,
  mock,
  signedIn,
  evidence,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await evidence.openDocuments(batch._id);
  await expect(evidence.tabLink(documentTabs)).toHaveCount(documentTabs.length);
  await evidence.tabLink('Attendance Sheet').click();
  await evidence.pickAndUpload('Attendance sheet', 'document.pdf');
  await expect(evidence.storedDocument('document.pdf')).toHaveAttribute('target', '_blank');

  await evidence.openTabOn(batch._id, 'group-photos/any-tab', '01-01-2001');
  await expect(evidence.alert).toHaveText('01-01-2001 is not an assessment day of this batch. Choose a day below.');
  await evidence.openTabOn(batch._id, 'group-photos/any-tab', '2001-01-01');
  await expect(evidence.alert).toHaveText('This date is not in the dd-mm-yyyy format.');
  await evidence.day.selectOption(indiaDashDay());
  await expect(page).toHaveURL(new RegExp(`/group-photos/any-tab/${indiaDashDay()}$`));
  await expect(evidence.slot('Group photos')).toBeVisible();
});
