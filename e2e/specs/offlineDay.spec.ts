import { devices, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { indiaDashDay } from '@assessor/contract';
import { expect, test, type TrainerBatch } from '../fixtures.ts';
import { code, typeFullQuestionMarks } from '../flows/marking.ts';
import { evidenceTabs } from '../flows/evidenceTabs.ts';
import { AttendancePage } from '../pages/AttendancePage.ts';
import { EvidencePage, fixtureFile } from '../pages/EvidencePage.ts';
import { north } from '../support/geo.ts';
import { todaysBatch } from '../flows/todaysBatch.ts';
import { AppStatus } from '../pages/AppStatus.ts';
import { BatchDetailsPage } from '../pages/BatchDetailsPage.ts';
import { CloseoutPage } from '../pages/CloseoutPage.ts';
import { HomePage } from '../pages/HomePage.ts';
import { MarksPage } from '../pages/MarksPage.ts';
import { AssessorApi } from '../support/api.ts';
import { logInOverHttp, seedSession, demo, type Session } from '../support/session.ts';
import { MockServer } from '../support/trainer.ts';

/**
 * A whole assessment day without signal, told one screen per test on one phone: a fresh phone logs in with signal,
 * opens home and today's batch, and loses the signal before any other screen of the day was ever opened. Everything
 * after that is done offline, with reloads and new pages in between; back online, the server holds each capture once.
 * The tests share the phone and the mock's day, so they run in order and the mock is reset once, first.
 */
test.describe.configure({ mode: 'serial' });
test.use({ freshSeed: false });

let request: APIRequestContext;
let context: BrowserContext;
let page: Page;
let session: Session;
let api: AssessorApi;
let batch: TrainerBatch;
/** Candidates marked present today (the rest absent): every present one gets marks in every section. */
let present: { _id: string; name: string }[];
let absent: { _id: string; name: string }[];
let mock: MockServer;

test.beforeAll(async ({ browser, playwright }, info) => {
  const { baseURL, locale, timezoneId } = info.project.use;
  request = await playwright.request.newContext({ baseURL });
  mock = new MockServer(request);
  await mock.reset();
  session = await logInOverHttp(request, demo);
  api = new AssessorApi(request, session);
  batch = await todaysBatch(mock, session);
  const candidates = await api.candidates(batch._id);
  present = candidates.slice(0, 2);
  absent = candidates.slice(2);
  // A fresh phone: no worker, no saved answers, nothing stored but the session.
  context = await browser.newContext({
    ...devices['Moto G4'],
    baseURL,
    locale,
    timezoneId,
    permissions: ['geolocation'],
    geolocation: north(await api.examCentre(batch._id), 40),
  });
  page = await context.newPage();
  await seedSession(page, session);
});

test.afterAll(async () => {
  await context?.close();
  await request?.dispose();
});

/** Where the journey's phone is now: the assessor may open a new page (tab) offline. */
const phone = () => ({
  page,
  home: new HomePage(page),
  batchDetails: new BatchDetailsPage(page),
  marks: new MarksPage(page),
  evidence: new EvidencePage(page),
  attendance: new AttendancePage(page),
  closeout: new CloseoutPage(page),
});

/** A new page of the same phone, offline: the old one closes (a tab swiped away). */
async function newPage(): Promise<void> {
  const old = page;
  page = await context.newPage();
  await old.close();
}

test('with signal, home and then today’s batch keep the whole day on the phone: "Ready offline" @smoke', async () => {
  const { home, batchDetails } = phone();
  await home.open();
  await expect(home.greeting()).toBeVisible();
  await new AppStatus(page).workerInControl();
  await batchDetails.open(batch._id);
  await expect(page.getByTestId('ready-offline')).toHaveText(/^Ready offline · \d{2}:\d{2} [AP]M$/, {
    timeout: 20_000,
  });
  // The signal goes before any other screen of the day was opened.
  await context.setOffline(true);
});

test('offline: clock in with a selfie and the position; the batch says it waits to send @smoke', async () => {
  const { attendance } = phone();
  await attendance.openBatch(batch._id);
  await attendance.clockInLink().click();
  await attendance.takeSelfie();
  await attendance.clockInButton().click();
  await expect(attendance.clockedInWaiting).toBeVisible();
  await attendance.continueToBatch.click();
  await expect(attendance.today).toHaveText(/^Clocked in at \d{2}:\d{2} [AP]M · waiting to send\./);
  await expect(attendance.clockOutLink()).toBeVisible();
});

test('offline, after a reload: candidate attendance, two present, on a screen never opened with signal @smoke', async () => {
  const { marks } = phone();
  await page.reload();
  await marks.openAttendance(batch._id);
  await marks.allPresent.click();
  for (const candidate of absent) await marks.presence(candidate.name, 'Absent').click();
  await marks.saveAttendance.click();
  await marks.answerDialog('Save');
  await expect(marks.saveAttendance).toBeDisabled();
  await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(present.length + absent.length);
});

test('offline: the marks list opens marking for the present only, their attendance waiting to send @smoke', async () => {
  const { marks } = phone();
  await marks.openCandidates(batch._id);
  await expect(page.getByText('Present · waiting to send')).toHaveCount(present.length);
  await expect(page.getByText('Absent · waiting to send')).toHaveCount(absent.length);
  // Against MOCK_QUIRKS=backend an unmarked section reads 0 (the stored default): it asks to confirm or change them.
  const quirks = test.info().project.name.includes('quirks');
  const theoryOf = (name: string) => (quirks ? marks.allZeroLink('Theory', name) : marks.sectionLink('Theory', name));
  await expect(theoryOf(present[0]!.name)).toBeVisible();
  await expect(theoryOf(absent[0]!.name)).toHaveCount(0);
});

test('offline, in a new page: theory marks of every present candidate @smoke', async () => {
  await newPage();
  const { marks } = phone();
  const theory = await api.nos(batch._id, 'Theory');
  for (const candidate of present) {
    await marks.openMarking(batch._id, 'theory', candidate._id);
    for (const nos of theory) await marks.mark(`${code(nos)} marks`).fill('1');
    await marks.saveMarks.click();
    await expect(marks.saveState('Saved on the phone, waiting to send')).toBeVisible();
  }
});

for (const section of ['viva', 'practical'] as const) {
  test(`offline, after a reload: ${section} marks of every present candidate @smoke`, async () => {
    await page.reload();
    const { marks } = phone();
    const nosList = await api.nos(batch._id, section);
    for (const candidate of present) {
      await marks.openMarking(batch._id, section, candidate._id);
      await typeFullQuestionMarks(marks, api, batch._id, section, nosList);
      await marks.saveMarks.click();
      await expect(marks.saveState('Saved on the phone, waiting to send')).toBeVisible();
    }
  });
}

// The 11 evidence kinds in three tests of up to four tabs each.
for (const first of [0, 4, 8]) {
  const some = evidenceTabs.slice(first, first + 4);
  test(`offline: a photo in each of ${some.map(([tab]) => tab).join(', ')} @smoke`, async () => {
    const { evidence } = phone();
    await evidence.openActivities(batch._id);
    for (const [tab, slot] of some) {
      await evidence.tabLink(tab).click();
      await evidence.pick(slot, 'photo.jpg');
      // Kept on the phone: its outbox item (names are made unique within the day, "photo (2).jpg").
      await expect(evidence.slot(slot).getByRole('button', { name: /^Discard photo/ })).toBeVisible();
      await page.goBack();
      await expect(evidence.tabLink(tab)).toBeVisible();
    }
  });
}

test('offline: an issue with a photo is kept, with no red error @smoke', async () => {
  const { closeout } = phone();
  await page.goto(`/batch/${batch._id}/assessment/raise-issue`);
  await closeout.category.selectOption({ label: 'Power failure' });
  await closeout.description.fill('No power in the lab from 10 AM.');
  await closeout.files.setInputFiles(fixtureFile('photo.jpg'));
  await closeout.submit.click();
  await expect(page.getByText('Issue saved', { exact: false })).toBeVisible();
});

test('offline: the completeness check counts what waits on the phone, never as missing @smoke', async () => {
  const { closeout } = phone();
  await closeout.openBatch(batch._id);
  await expect(closeout.checkLine(/Attendance of \d+ candidates saved on this phone, waiting to send/)).toBeVisible();
  await expect(closeout.checkLine(/Attendance not taken/)).toHaveCount(0);
});

test('offline, after a reload: clock out, the day ends on the phone @smoke', async () => {
  const { attendance } = phone();
  await attendance.openBatch(batch._id);
  await page.reload();
  await attendance.clockOutLink().click();
  await attendance.takeSelfie();
  await attendance.clockOutButton().click();
  await attendance.answerDialog('Clock out');
  await expect(attendance.clockedOutWaiting).toBeVisible();
});

test('back online: every capture is on the server once, with its values @smoke', async () => {
  await context.setOffline(false);
  const { home } = phone();
  await home.open();
  await expect(home.greeting()).toBeVisible();
  const day = batch.days.find((one) => one.date === indiaDashDay())!._id;
  await expect.poll(() => api.evidenceNames(day), { timeout: 25_000 }).toHaveLength(evidenceTabs.length);
  // One file per kind, each stored once (a file sent twice would be there twice under its name).
  const names = await api.evidenceNames(day);
  expect(new Set(names).size).toBe(evidenceTabs.length);
  for (const candidate of present) {
    const result = await api.result(batch._id, candidate._id);
    expect(result.nosResult.every((row) => row.obtainedTheoryMarks === 1)).toBe(true);
  }
  // The issue was kept after the evidence: it may still be on its way when the last file arrived.
  await expect.poll(async () => (await mock.issuesOf(demo.email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const [issue, ...more] = await mock.issuesOf(demo.email);
  expect(more).toHaveLength(0);
  expect(issue).toMatchObject({ description: 'No power in the lab from 10 AM.' });
  // The list answers `batch_id` populated, as the real API does.
  const batchOf = ({ batch_id }: { batch_id: unknown }) =>
    typeof batch_id === 'string' ? batch_id : (batch_id as { _id?: string } | null)?._id;
  const records = (await api.attendance()).filter((record) => batchOf(record) === batch._id);
  expect(records.filter((record) => record.isClockIn)).toHaveLength(1);
  expect(records.filter((record) => record.isClockOut)).toHaveLength(1);
});

test('back online: the marks list and the completeness check say what is true @smoke', async () => {
  const { marks, closeout } = phone();
  await marks.openCandidates(batch._id);
  await expect(page.getByText('Present · waiting to send')).toHaveCount(0);
  await expect(marks.sectionLink('Theory', present[0]!.name, true)).toBeVisible();
  await expect(page.getByText('Not saved yet')).toHaveCount(0);
  await closeout.openBatch(batch._id);
  await expect(closeout.checkLine(/waiting to send/)).toHaveCount(0);
  await expect(closeout.checkLine(/Attendance not taken/)).toHaveCount(0);
  await expect(closeout.checkLine(/no clock-(in|out)/)).toHaveCount(0);
});

test('back online: the batch and My attendance say the day is clocked out, nothing waiting @smoke', async () => {
  const { attendance } = phone();
  await attendance.openBatch(batch._id);
  await expect(attendance.today).toHaveText(/^Clocked out\. \d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M/);
  await attendance.openRecords();
  await expect(page.getByText('Waiting to send')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: batch.batchId }).first()).toBeVisible();
});
