import { expect, test } from '../fixtures.ts';
import { code, demoBatch } from '../flows/marking.ts';
import { MarksPage } from '../pages/MarksPage.ts';

/** The real result's default 0s (backend-facts-2 MA-2) against the assessor's own 0s (the marking journeys: marks.spec.ts). */
test('an unmarked section reads as not marked, not "0", and 0s the assessor saves on this phone read as saved @smoke', async ({
  page,
  mock,
  signedIn,
  api,
}) => {
  // Against MOCK_QUIRKS=backend an unmarked section's obtained marks read 0, the real stored result's default
  // (backend-facts-2 MA-2); our mock leaves them out.
  const quirks = test.info().project.name.includes('quirks');
  const { batch, candidates } = await demoBatch(mock, signedIn, api);
  const [zeroed, unmarked] = candidates as [(typeof candidates)[0], (typeof candidates)[0]];
  await api.takeAttendance(batch._id);
  const marks = new MarksPage(page);
  const theory = await api.nos(batch._id, 'Theory');
  expect((await api.result(batch._id, unmarked._id)).nosResult.map((row) => row.obtainedTheoryMarks)).toEqual(
    theory.map(() => (quirks ? 0 : undefined)),
  );

  // Nobody marked this candidate: empty fields, not the server's 0s.
  await marks.openMarking(batch._id, 'theory', unmarked._id);
  for (const nos of theory) await expect(marks.mark(`${code(nos)} marks`)).toHaveValue('');

  // The assessor gives 0 everywhere: saved, and still 0 (not empty) after a reload.
  await marks.openMarking(batch._id, 'theory', zeroed._id);
  for (const nos of theory) await marks.mark(`${code(nos)} marks`).fill('0');
  await marks.saveMarks.click();
  await expect(marks.saveState('All marks saved')).toBeVisible();
  await page.reload();
  for (const nos of theory) await expect(marks.mark(`${code(nos)} marks`)).toHaveValue('0');
  await expect(marks.saveState('All marks saved')).toBeVisible();

  await marks.openCandidates(batch._id);
  await expect(marks.sectionLink('Theory', zeroed.name, true)).toBeVisible();
  // Against the quirks the server's 0s cannot be told from marks: the section asks to confirm or change them.
  if (quirks) await expect(marks.allZeroLink('Theory', unmarked.name)).toBeVisible();
  else await expect(marks.sectionLink('Theory', unmarked.name)).toBeVisible();
  await expect(marks.sectionLink('Theory', unmarked.name, true)).toHaveCount(0);
});
