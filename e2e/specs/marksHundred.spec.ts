import type { Page } from '@playwright/test';
import { expect, test, type Session } from '../fixtures.ts';
import { MarksPage } from '../pages/MarksPage.ts';
import { coveredByBottomBar, expectNoSeriousAxe, expectTouchTargets, horizontalOverflow } from '../support/a11y.ts';
import type { MockServer } from '../support/trainer.ts';

// A batch of 100 candidates on a 360 px phone: the attendance screen's look and its save (the other marking journeys:
// marks.spec.ts).

/** The demo's first batch grown to 100 candidates, its attendance screen open with every row drawn. */
async function hundredOnScreen(page: Page, mock: MockServer, session: Session) {
  const [batch] = await mock.batchesOf(session.userData._id);
  await mock.fillCandidates(batch!._id, 100);
  const marks = new MarksPage(page);
  await marks.openAttendance(batch!._id);
  await expect(marks.candidateRows).toHaveCount(100);
  return { batch: batch!, marks };
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the attendance of a 100-candidate batch fits the screen: no sideways scroll, 48 px targets, accessible', async ({
    page,
    mock,
    signedIn,
  }) => {
    const { marks } = await hundredOnScreen(page, mock, signedIn);
    await expect(marks.counts).toHaveText('Present 0 · Absent 0 · Missing 100');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Halfway down the list, the save bar stays in sight above the bottom bar.
    await marks.candidateRows.nth(50).scrollIntoViewIfNeeded();
    await expect(marks.saveAttendance).toBeInViewport();
    expect(await coveredByBottomBar(marks.saveAttendance)).toBe(0);
    await expectTouchTargets(page);
    await expectNoSeriousAxe(page);
  });

  test('the marks list shows every name whole beside its badge, wrapping where it is long', async ({
    page,
    mock,
    signedIn,
  }) => {
    const [batch] = await mock.batchesOf(signedIn.userData._id);
    await mock.fillCandidates(batch!._id, 100);
    const marks = new MarksPage(page);
    await marks.openCandidates(batch!._id);
    const names = page.getByRole('list', { name: 'Mark candidates' }).locator('li .fw-semibold');
    await expect(names).toHaveCount(100);
    // No name is cut: each one's text fits its box (a cut name's text is wider than its box).
    const cut = await names.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
    );
    expect(cut).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('takes the attendance of a 100-candidate batch: all present, one absent, saved after confirming', async ({
    page,
    mock,
    signedIn,
    api,
  }) => {
    const { batch, marks } = await hundredOnScreen(page, mock, signedIn);
    await marks.allPresent.click();
    await expect(marks.counts).toHaveText('Present 100 · Absent 0 · Missing 0');
    const absentee = (await api.candidates(batch._id))[41]!;
    await marks.search.fill(absentee.candidateId);
    await expect(marks.candidateRows).toHaveCount(1);
    await marks.presence(absentee.name, 'Absent').click();
    await expect(marks.counts).toHaveText('Present 99 · Absent 1 · Missing 0');
    await marks.search.fill('');
    await marks.saveAttendance.click();
    await expect(marks.dialog).toContainText('100 candidates change. Present 99, absent 1, missing 0.');
    await marks.answerDialog('Save');

    await expect
      .poll(async () => (await api.candidates(batch._id)).filter((c) => c.isPresent === 'Present').length)
      .toBe(99);
    expect((await api.candidates(batch._id)).find((c) => c._id === absentee._id)?.isPresent).toBe('Absent');
    await page.reload();
    await expect(marks.counts).toHaveText('Present 99 · Absent 1 · Missing 0');
  });
});
