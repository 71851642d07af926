import { demo, expect, test, type MockServer, type TrainerBatch } from '../fixtures.ts';
import { logInAsDemo } from '../flows/logIn.ts';
import { EvidencePage } from '../pages/EvidencePage.ts';

/** The 11 tabs in screen order, with the heading of the slot a photo goes to. */
const tabs = [
  ['Exam Center Photo & Video', 'Exam centre photos'],
  ['Group Photos', 'Group photos'],
  ['Theory Photos & Video', 'Theory photos'],
  ['Viva Photo & Video', 'Viva photos'],
  ['Aadhar Holding Photos', 'Aadhar holding photos'],
  ['Practical Photos & Video', 'Practical photos'],
  ['Tool Photos', 'Tool photos'],
  ['TP Declaration', 'TP declaration'],
  ['Annexure M & N', 'Annexure N'],
  ['Others', 'Other documents'],
  ['Attendance Sheet', 'Attendance sheet'],
] as const;

const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
  .format(new Date()).replaceAll('/', '-');

/** An accepted batch of the demo assessor with a day record today (the seed always has one). */
async function todaysBatch(mock: MockServer): Promise<TrainerBatch> {
  const batch = (await mock.batchesOf(demo.email)).find((candidate) => candidate.days.some((day) => day.date === today()));
  expect(batch, 'the seed has a batch assessed today').toBeDefined();
  return batch!;
}

async function openTab(evidence: EvidencePage, batch: TrainerBatch, tab: string) {
  await evidence.openActivities(batch._id);
  await evidence.tabLink(tab).click();
  await expect(evidence.slot(tabs.find(([name]) => name === tab)![1])).toBeVisible();
}

test('a photo uploaded in each of the 11 tabs shows in its gallery and in the X/11 count', async ({ page, mock }) => {
  test.setTimeout(150_000);
  const batch = await todaysBatch(mock);
  const evidence = new EvidencePage(page);
  await logInAsDemo(page);
  await evidence.openActivities(batch._id);
  await expect(evidence.progress).toHaveText('0/11 done');

  for (const [index, [tab, slot]] of tabs.entries()) {
    await evidence.tabLink(tab).click();
    await evidence.pickAndUpload(slot, 'photo.jpg');
    await expect(evidence.toast('Files uploaded successfully')).toBeVisible();
    await expect(evidence.slot(slot).getByRole('button', { name: 'Open photo.jpg' })).toBeVisible();
    await evidence.backToActivities.click();
    await expect(evidence.tabLink(tab)).toContainText('1 fileDone');
    await expect(evidence.progress).toHaveText(`${index + 1}/11 done`);
  }
});

test('a stored photo opens full screen and is deleted after confirmation @smoke', async ({ page, mock }) => {
  const batch = await todaysBatch(mock);
  const evidence = new EvidencePage(page);
  await logInAsDemo(page);
  await openTab(evidence, batch, 'Group Photos');
  await evidence.pickAndUpload('Group photos', 'photo.png');
  await expect(evidence.stored('photo.jpg')).toBeVisible();

  await evidence.stored('photo.jpg').click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'photo.jpg' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await evidence.deleteButton('photo.jpg').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(evidence.stored('photo.jpg')).toBeVisible();

  await evidence.confirmDelete('photo.jpg');
  await expect(evidence.toast('File deleted successfully.')).toBeVisible();
  await expect(evidence.slot('Group photos').getByText('No files yet.')).toBeVisible();
  await evidence.backToActivities.click();
  await expect(evidence.tabLink('Group Photos')).toContainText('0 filesNot done');
  await expect(evidence.progress).toHaveText('0/11 done');
});

test('a failed upload keeps the file and succeeds on retry without picking it again', async ({ page, mock }) => {
  const batch = await todaysBatch(mock);
  const evidence = new EvidencePage(page);
  await logInAsDemo(page);
  await openTab(evidence, batch, 'Tool Photos');
  await page.route('**/api/upload-toolsFile', (route) => route.abort('connectionreset'), { times: 1 });

  await evidence.pickAndUpload('Tool photos', 'photo.jpg');
  await expect(evidence.slot('Tool photos').getByRole('alert')).toHaveText('Network Error');
  await evidence.retryButton('photo.jpg').click();
  await expect(evidence.toast('Files uploaded successfully')).toBeVisible();
  await expect(evidence.stored('photo.jpg')).toBeVisible();
  await expect(evidence.retryButton('photo.jpg')).toHaveCount(0);
});

test('a throttled upload shows its progress bar and can be cancelled', async ({ page, mock }) => {
  const batch = await todaysBatch(mock);
  const evidence = new EvidencePage(page);
  await logInAsDemo(page);
  await openTab(evidence, batch, 'Others');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: -1, uploadThroughput: 32 * 1024 });

  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400 * 1024, 0x20)]);
  await evidence.chooser('Other documents').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(evidence.slot('Other documents').getByText('400.01 KB')).toBeVisible();
  await evidence.uploadButton('scan.pdf').click();
  await expect(evidence.progressBar('scan.pdf')).toBeVisible();
  await evidence.cancelButton('scan.pdf').click();
  await expect(evidence.slot('Other documents').getByText('Upload cancelled.')).toBeVisible();
  await expect(evidence.progressBar('scan.pdf')).toHaveCount(0);

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await evidence.uploadButton('scan.pdf').click();
  await expect(page.getByRole('link', { name: 'Open scan.pdf' })).toHaveAttribute('target', '_blank');
});

test('a file over the limit or of a refused type is stopped before any request', async ({ page, mock }) => {
  const batch = await todaysBatch(mock);
  const evidence = new EvidencePage(page);
  await logInAsDemo(page);
  await openTab(evidence, batch, 'Theory Photos & Video');
  const uploads: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/api/upload-')) uploads.push(request.url()); });

  const big = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(11 * 1024 * 1024)]);
  await evidence.chooser('Theory videos', 'Choose videos').setInputFiles({ name: 'long.mp4', mimeType: 'video/mp4', buffer: big });
  await expect(evidence.slot('Theory videos').getByRole('alert')).toHaveText('Too large (11.00 MB): the limit is 10 MB per file.');
  await evidence.chooser('Theory photos').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(evidence.slot('Theory photos').getByRole('alert'))
    .toHaveText('Not allowed: only JPEG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX files are accepted.');
  await expect(evidence.uploadButton('long.mp4')).toHaveCount(0);
  await expect(evidence.uploadButton('notes.txt')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a video goes to its own slot and plays inline with seeking', async ({ page, mock }) => {
  const batch = await todaysBatch(mock);
  const evidence = new EvidencePage(page);
  await logInAsDemo(page);
  await openTab(evidence, batch, 'Viva Photo & Video');
  await evidence.pickAndUpload('Viva videos', 'clip.mp4', 'Choose videos');
  const video = evidence.slot('Viva videos').getByLabel('clip.mp4', { exact: true });
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0.5);
  await expect(evidence.slot('Viva photos').getByText('No files yet.')).toBeVisible();
});

test('batch documents use the same upload and gallery; a day outside the batch is refused', async ({ page, mock }) => {
  const batch = await todaysBatch(mock);
  const evidence = new EvidencePage(page);
  await logInAsDemo(page);
  await evidence.openDocuments(batch._id);
  await expect(page.getByRole('link', { name: /^(TP Declaration|Annexure M & N|Others|Attendance Sheet)/ })).toHaveCount(4);
  await evidence.tabLink('Attendance Sheet').click();
  await evidence.pickAndUpload('Attendance sheet', 'document.pdf');
  await expect(page.getByRole('link', { name: 'Open document.pdf' })).toHaveAttribute('target', '_blank');

  const tabUrl = `/batch/${batch._id}/assessment/activities/group-photos/any-tab`;
  await page.goto(`${tabUrl}/01-01-2001`);
  await expect(page.getByRole('alert')).toHaveText('01-01-2001 is not an assessment day of this batch. Choose a day below.');
  await page.goto(`${tabUrl}/2001-01-01`);
  await expect(page.getByRole('alert')).toHaveText('Invalid date format. Please use dd-mm-yyyy format.');
  await page.getByLabel('Assessment day').selectOption(today());
  await expect(page).toHaveURL(new RegExp(`/group-photos/any-tab/${today()}$`));
  await expect(evidence.slot('Group photos')).toBeVisible();
});
