import { expect, test, type Session } from '../fixtures.ts';
import { code, demoBatch, takeAttendance } from '../flows/marking.ts';
import { MarksPage } from '../pages/MarksPage.ts';
import type { AssessorApi } from '../support/api.ts';
import { expectNoSeriousAxe } from '../support/a11y.ts';
import type { MockServer } from '../support/trainer.ts';

// Close-out on the real server's shapes: every test here is @smoke, so it runs against MOCK_QUIRKS=backend too (the
// candidate list has no isPresent; an absent candidate's result reads "ABSENT").

/**
 * The demo's first batch, set up through the API (not on this phone): everyone present but `absent`; `partial` marked
 * in theory only; `zeros` given 0 in every theory NOS. Against MOCK_QUIRKS=backend the list has no isPresent, and
 * `absent`'s result reads "ABSENT" (the only place the server says so).
 */
async function markedCases(mock: MockServer, session: Session, api: AssessorApi) {
  const { batch, candidates } = await demoBatch(mock, session, api);
  const [absent, partial, zeros] = candidates as [
    (typeof candidates)[0],
    (typeof candidates)[0],
    (typeof candidates)[0],
  ];
  await api.takeAttendance(batch._id, [absent._id]);
  await api.saveMarks(batch._id, partial._id, 'Theory', () => 1);
  await api.saveMarks(batch._id, zeros._id, 'Theory', () => 0);
  expect((await api.result(batch._id, absent._id)).result).toBe('Absent');
  return { batch: batch._id, candidates, absent, partial, zeros };
}

test('attendance saved on this phone still reads taken after a reload, the server list having no isPresent @smoke', async ({
  page,
  mock,
  signedIn,
  api,
}) => {
  const { batch, candidates } = await demoBatch(mock, signedIn, api);
  const absent = candidates[0]!;
  const marks = new MarksPage(page);
  await takeAttendance(marks, batch._id, [absent]);
  await page.reload();
  await expect(
    page.getByText(`Present ${candidates.length - 1} · Absent 1 · Missing 0`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Absent', checked: true })).toHaveCount(1);
});

test('the marks list: an absent candidate reads Absent with no section to mark, partial and all-0 marks as such @smoke', async ({
  page,
  mock,
  signedIn,
  api,
}) => {
  const { batch, absent, partial, zeros } = await markedCases(mock, signedIn, api);
  const marks = new MarksPage(page);
  await marks.openCandidates(batch);
  await expect(marks.listEntry(absent.name)).toContainText('Absent');
  await expect(marks.listEntry(absent.name).getByRole('link')).toHaveCount(0);
  await expect(marks.sectionLink('Theory', partial.name, true)).toBeVisible();
  await expect(marks.sectionLink('Viva', partial.name, true)).toHaveCount(0);
  await expect(marks.allZeroLink('Theory', zeros.name)).toBeVisible();
  // One line names every such section (against the quirks the unmarked viva and practical read 0 too).
  await expect(marks.listEntry(zeros.name)).toContainText(/Theory(, Viva)?(, Practical)?: All 0: confirm or change/);
  await expectNoSeriousAxe(page);
});

test('the result sheet: the absent candidate reads Absent, the one marked in theory only Incomplete @smoke', async ({
  page,
  mock,
  signedIn,
  api,
}) => {
  const { batch, absent, partial } = await markedCases(mock, signedIn, api);
  const marks = new MarksPage(page);
  await marks.openSheet(batch);
  await expect(marks.sheetRowOf(absent.name)).toContainText('Absent');
  await expect(marks.sheetRowOf(partial.name)).toContainText('Incomplete');
  await expect(marks.sheetRowOf(partial.name)).not.toContainText(/Pass|Fail/);
});

test('marking: theory 0 in every NOS not saved here reads "All 0: confirm or change"; confirmed, it counts as saved @smoke', async ({
  page,
  mock,
  signedIn,
  api,
}) => {
  const { batch, zeros } = await markedCases(mock, signedIn, api);
  const theory = await api.nos(batch, 'Theory');
  const marks = new MarksPage(page);
  await marks.openMarking(batch, 'theory', zeros._id);
  await expect(marks.saveState('All 0: confirm or change')).toBeVisible();
  for (const nos of theory) await expect(marks.mark(`${code(nos)} marks`)).toHaveValue('');
  await marks.confirmZeros.click();
  await expect(marks.confirmZeros).toHaveCount(0);
  for (const nos of theory) await expect(marks.mark(`${code(nos)} marks`)).toHaveValue('0');
  await page.reload();
  for (const nos of theory) await expect(marks.mark(`${code(nos)} marks`)).toHaveValue('0');
  await expect(marks.saveState('All marks saved')).toBeVisible();
});

test('the completeness check: the absent candidate needs no marks, and all-0 theory is named, leading to its screen @smoke', async ({
  page,
  mock,
  signedIn,
  api,
  closeout,
}) => {
  // Against MOCK_QUIRKS=backend every unmarked section reads 0 too (the stored default): those candidates join the line.
  const quirks = test.info().project.name.includes('quirks');
  const { batch, absent, partial, zeros } = await markedCases(mock, signedIn, api);
  await closeout.openBatch(batch);
  const zerosLine = closeout.checkLine(
    new RegExp(`^Theory: All 0 for \\d+ candidates? \\(${zeros.name}(, [^)]*)?\\): confirm or change$`),
  );
  await expect(zerosLine).toBeVisible();
  if (!quirks) await expect(zerosLine).toHaveText(`Theory: All 0 for 1 candidate (${zeros.name}): confirm or change`);
  await expect(closeout.part('Candidate attendance')).toContainText('Complete');
  await expect(closeout.part('Marks')).not.toContainText(absent.name);
  // The candidate marked in theory only still lacks the other sections' marks.
  await expect(closeout.part('Marks')).toContainText(partial.name);
  await expect(closeout.checkSummary).not.toHaveText('Nothing is missing.');
  await zerosLine.click();
  // One candidate: their theory marking screen; several: the marks list, where each reads "All 0: confirm or change".
  if (quirks) await expect(closeout.heading('Mark candidates')).toBeVisible();
  else await expect(page).toHaveURL(`/batch/${batch}/assessment/theory/${zeros._id}`);
  if (!quirks) await expect(closeout.heading('Theory marks')).toBeVisible();
});
