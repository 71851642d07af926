import { expect, type Session } from '../fixtures.ts';
import type { MarksPage } from '../pages/MarksPage.ts';
import type { AssessorApi } from '../support/api.ts';
import type { MockServer } from '../support/trainer.ts';

/** A NOS's code ("ELE/N3101" of "ELE/N3101: Install …"), as its marks field is labelled. */
export const code = (nos: { NOS: string }) => nos.NOS.split(':')[0]!.trim();

/** The demo's first accepted batch and its candidates. */
export async function demoBatch(mock: MockServer, session: Session, api: AssessorApi) {
  const [batch] = await mock.batchesOf(session.userData._id);
  expect(batch, 'the demo has an accepted batch').toBeDefined();
  return { batch: batch!, candidates: await api.candidates(batch!._id) };
}

/** Everyone present except the candidates named, who are absent; saved through the attendance screen. */
export async function takeAttendance(
  marks: MarksPage,
  batch: string,
  absent: { name: string; candidateId: string }[] = [],
) {
  await marks.openAttendance(batch);
  await marks.allPresent.click();
  for (const candidate of absent) {
    await marks.search.fill(candidate.candidateId);
    await marks.presence(candidate.name, 'Absent').click();
  }
  await marks.search.fill('');
  await marks.saveAttendance.click();
  await marks.answerDialog('Save');
  await expect(marks.saveAttendance).toBeDisabled();
}

/** Full marks typed for every question of every NOS of a per-question section (viva or practical) on its screen. */
export async function typeFullQuestionMarks(
  marks: MarksPage,
  api: AssessorApi,
  batch: string,
  section: 'viva' | 'practical',
  nosList?: { _id: string; NOS: string }[],
) {
  for (const nos of nosList ?? (await api.nos(batch, section))) {
    const questions = await api.questions(batch, nos._id, section);
    for (const [i, question] of questions.entries())
      await marks.mark(`${code(nos)} question ${i + 1}`).fill(String(question.marks));
  }
}
