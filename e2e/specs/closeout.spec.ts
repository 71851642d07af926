import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { demo, expect, test } from '../fixtures.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxe, expectTouchTargets, setTextSize } from '../support/a11y.ts';
import { fixtureFile } from '../pages/EvidencePage.ts';
import type { MockServer } from '../support/trainer.ts';

/** The text of a PDF file, all pages joined. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('an issue raised with a photo is answered by the reviewer, and the answer shows @smoke', async ({
  page,
  mock,
  signedIn: _,
  api,
  closeout,
}) => {
  const { invoiceReady: batch } = await mock.closeoutBatches(demo.email);
  // The menu's route picks the batch first.
  await closeout.openRaisePicker();
  await closeout.pickBatch(batch!.batchId).click();
  await expect(page).toHaveURL(`/batch/${batch!._id}/assessment/raise-issue`);
  await expect(closeout.heading('Raise an issue')).toBeVisible();
  await expect(closeout.message('No issues raised for this batch.')).toBeVisible();

  await closeout.submit.click();
  await expect(closeout.category).toHaveAccessibleDescription('Choose a category.');
  await closeout.category.selectOption({ label: 'Power failure' });
  await closeout.description.fill('No power in the lab from 10 AM.');
  await expect(closeout.message('31/1000 characters')).toBeVisible();
  await closeout.files.setInputFiles(fixtureFile('photo.jpg'));
  await expect(closeout.removeFile('photo.jpg')).toBeVisible();
  await expectTouchTargets(page);
  await closeout.submit.click();

  const issue = closeout.issue('Power failure');
  await expect(issue).toContainText('Open');
  await expect(issue).toContainText('No power in the lab from 10 AM.');
  await expect(issue.getByRole('link', { name: 'Attachment 1: photo.jpg' })).toBeVisible();
  await expect(issue).toContainText('No answer yet.');

  const [raised] = await mock.issuesOf(demo.email);
  const unread = await api.unreadNotifications();
  await mock.answerIssue(raised!._id, 'A generator will reach the centre by noon.');
  expect(await api.unreadNotifications()).toBe(unread + 1);

  await page.reload();
  await expect(issue).toContainText('Answered');
  await expect(issue).toContainText('A generator will reach the centre by noon.');
  await expectNoSeriousAxe(page);
});

test('raise an issue: a message goes once its field is fixed; "sent as soon as there is a connection" is said only offline', async ({
  page,
  context,
  mock,
  signedIn: _,
  closeout,
}) => {
  const { invoiceReady: batch } = await mock.closeoutBatches(demo.email);
  await page.goto(`/batch/${batch!._id}/assessment/raise-issue`);
  await expect(closeout.heading('Raise an issue')).toBeVisible();
  await closeout.submit.click();
  await expect(closeout.category).toHaveAccessibleDescription('Choose a category.');
  await expect(closeout.message('Describe the issue in at least 10 characters.')).toBeVisible();

  // Each message goes as its field is fixed, not on the next submit; a still failing value keeps it.
  await closeout.category.selectOption({ label: 'Power failure' });
  await expect(closeout.message('Choose a category.')).toHaveCount(0);
  await closeout.description.fill('No power');
  await expect(closeout.message('Describe the issue in at least 10 characters.')).toBeVisible();
  await closeout.description.fill('No power in the lab from 10 AM.');
  await expect(closeout.message('Describe the issue in at least 10 characters.')).toHaveCount(0);

  // Online, it goes at once: no word of waiting for a connection.
  await closeout.submit.click();
  await expect(closeout.message('Issue saved. Sending it now.')).toBeVisible();
  await expect(closeout.message(/sent as soon as there is a connection/, { exact: false })).toHaveCount(0);
  await expect(closeout.issue('Power failure')).toContainText('No power in the lab from 10 AM.');

  await context.setOffline(true);
  await closeout.category.selectOption({ label: 'Power failure' });
  await closeout.description.fill('The generator stopped at noon.');
  await closeout.submit.click();
  await expect(closeout.message('Issue saved. It is sent as soon as there is a connection.')).toBeVisible();
  await context.setOffline(false);
});

/** The seeded batch that lacks two evidence tabs, its attendance and a clock-out, and the dates of its days. */
async function lackingBatch(mock: MockServer, assessorId: string) {
  const { lacking } = await mock.closeoutBatches(demo.email);
  const days = (await mock.batchOf(assessorId, lacking!.batchId)).days.map((day) => day.date);
  return { batch: lacking!._id, missingTabs: lacking!.missingTabs, days, lastDay: days.at(-1)! };
}

test('the completeness check lists what a batch lacks, and reads at 360 px and 200 % text', async ({
  page,
  mock,
  signedIn,
  closeout,
}) => {
  const { batch, missingTabs, days, lastDay } = await lackingBatch(mock, signedIn.userData._id);
  expect(missingTabs).toEqual(['tp-declaration', 'other-documents']);

  // Evidence (one line), candidate attendance (one line), and a clock line per day: the last day was clocked in but
  // not out (the seeded day to regularise), the days before it not at all. The attendance was never taken: the marks
  // wait for it (one line), they are not complete.
  await closeout.openBatch(batch);
  await expect(closeout.checkSummary).toHaveText(`${3 + days.length} things missing`);
  await expect(closeout.checkLine(/9\/11 evidence tabs\. Missing: TP Declaration, Others$/)).toBeVisible();
  await expect(closeout.part('Marks')).not.toContainText('Complete');
  await expect(closeout.part('Marks')).toContainText(/Marks wait for the attendance of \d+ candidates: /);
  await expect(closeout.part('Clock-in and clock-out')).toContainText(`${lastDay}: no clock-out`);
  for (const day of days.slice(0, -1)) await expect(closeout.checkLine(`${day}: no clock-in`)).toBeVisible();
  await expectTouchTargets(page);
  await expectNoSeriousAxe(page);
  await setTextSize(page, 200);
  await expectNoHorizontalScroll(page);
});

test('the attendance and clock lines of the completeness check lead to their screens', async ({
  page,
  mock,
  signedIn,
  closeout,
}) => {
  const { batch, lastDay } = await lackingBatch(mock, signedIn.userData._id);
  await closeout.openBatch(batch);
  await closeout.checkLine(/^Attendance not taken for \d+ candidates: /).click();
  await expect(closeout.heading('Candidate attendance')).toBeVisible();
  await closeout.openBatch(batch);
  await closeout.checkLine(`${lastDay}: no clock-out`).click();
  await expect(page).toHaveURL(`/batch/${batch}/clock-in`);
  await expect(closeout.heading('Clock in')).toBeVisible();
});

test('an evidence line of the completeness check leads to the first missing tab, and an upload there takes it off', async ({
  mock,
  signedIn,
  closeout,
  evidence,
}) => {
  const { batch, days } = await lackingBatch(mock, signedIn.userData._id);
  await closeout.openBatch(batch);
  await closeout.checkLine(/9\/11 evidence tabs\. Missing: TP Declaration, Others$/).click();
  // Exact: the tab's slot below it has the heading "TP declaration" once it has loaded.
  await expect(evidence.heading(/^TP Declaration$/)).toBeVisible();
  await evidence.pickAndUpload('TP declaration', 'photo.jpg');
  await expect(evidence.storedIn('TP declaration', 'photo.jpg')).toBeVisible();

  await closeout.openBatch(batch);
  await closeout.checkLine(/10\/11 evidence tabs\. Missing: Others$/).click();
  await expect(evidence.heading('Others')).toBeVisible();
  await evidence.pickAndUpload('Other documents', 'photo.jpg');
  await expect(evidence.storedIn('Other documents', 'photo.jpg')).toBeVisible();

  // The evidence lines are gone; attendance, the marks waiting for it and clock-in/out still hold the batch back.
  await closeout.openBatch(batch);
  await expect(closeout.part('Evidence')).toContainText('Complete');
  await expect(closeout.checkLine(/evidence tabs/)).toHaveCount(0);
  await expect(closeout.checkSummary).toHaveText(`${2 + days.length} things missing`);
});

test('the completeness check of a complete batch is green in every part, with nothing to follow @smoke', async ({
  mock,
  signedIn: _,
  closeout,
}) => {
  const { invoiceReady } = await mock.closeoutBatches(demo.email);
  await closeout.openBatch(invoiceReady!._id);
  await expect(closeout.checkSummary).toHaveText('Nothing is missing.');
  for (const part of ['Evidence', 'Candidate attendance', 'Marks', 'Clock-in and clock-out']) {
    await expect(closeout.part(part)).toContainText('Complete');
  }
  await expect(closeout.check.getByRole('link')).toHaveCount(0);
});

test('the invoice of a completed batch is generated once, shown, and downloaded as a PDF that reads right @smoke', async ({
  page,
  mock,
  signedIn: _,
  closeout,
}) => {
  await mock.giveInvoiceFacts(demo.email);
  const { invoiceReady, lacking } = await mock.closeoutBatches(demo.email);

  // A batch that lacks evidence cannot be invoiced, and the screen says why.
  await closeout.openInvoice(lacking!._id);
  await expect(
    closeout.message('The invoice can be generated once the completeness check shows nothing missing.'),
  ).toBeVisible();
  await expect(closeout.generate).toBeDisabled();

  await closeout.openInvoice(invoiceReady!._id);
  await expect(closeout.checkSummary).toHaveText('Nothing is missing.');
  await closeout.generate.click();
  const number = await closeout.fact('Invoice number').textContent();
  expect(number).toMatch(/^INV\/RD\d{4}\/\d{4}$/);
  await expect(closeout.fact('Batch ID')).toHaveText(invoiceReady!.batchId);
  await expect(closeout.fact('PAN')).toHaveText('ABCPV1234K');
  await expect(closeout.fact('IFSC')).toHaveText('SBIN0004321');

  // The total is candidates × fee, in figures (Indian grouping) and in words.
  const [, count, fee] =
    /^(\d+) × ₹([\d,]+)$/.exec((await closeout.fact('Candidates assessed').textContent()) ?? '') ?? [];
  const amount = Number(count) * Number(fee!.replaceAll(',', ''));
  const figures = new Intl.NumberFormat('en-IN').format(amount);
  await expect(closeout.fact('Total')).toHaveText(`₹${figures}`);
  // One currency sign on the screen, and the invoice number said once.
  await expect(closeout.message(/Rs\.?\s?\d/, { exact: false })).toHaveCount(0);
  await expect(closeout.message(number!, { exact: false })).toHaveCount(1);
  const words = (await closeout.fact('Amount in words').textContent())!;
  expect(words).toMatch(/^[A-Z][a-z -]+ rupees only$/);
  await expectTouchTargets(page);
  await expectNoSeriousAxe(page);
  await setTextSize(page, 200);
  await expectNoHorizontalScroll(page);

  const [download] = await Promise.all([page.waitForEvent('download'), closeout.download.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceReady!.batchId}.pdf`);
  await expect(
    closeout.status.filter({ hasText: `Saved invoice-${invoiceReady!.batchId}.pdf to the phone` }),
  ).toBeVisible();
  const text = await pdfText(await download.path());
  // One currency sign in the PDF too: its ₹ is drawn (the built-in font has none), the figures are text.
  expect(text).toContain(figures);
  expect(text).not.toMatch(/Rs\.?\s?\d/);
  expect(text).toContain(words);
  expect(text).toContain(invoiceReady!.batchId);
  expect(text).toContain(number!);

  // Generated again: the same number.
  await page.reload();
  await closeout.generate.click();
  await expect(closeout.fact('Invoice number')).toHaveText(number!);
});
