import { openDayWithoutClockOut } from '../flows/attendanceDay.ts';
import { demo, expect, test } from '../fixtures.ts';
import { selfie } from '../pages/AttendancePage.ts';
import { ProfilePage, sampleFile } from '../pages/ProfilePage.ts';
import { expectNoSeriousAxe, expectTouchTargets } from '../support/a11y.ts';
import { trainerConsole } from '../flows/trainerDesk.ts';

test.describe('waiting for review: one tap each from the console', () => {
  test('a regularisation request approved in one tap shows approved to the trainee', async ({
    browser,
    baseURL,
    page,
    signedIn: _,
    api,
    attendance,
  }) => {
    const batchId = await openDayWithoutClockOut(api, attendance);
    await attendance.applyRegularize.click();
    await attendance.clockOutTime.fill('17:12');
    await attendance.remark.fill('Phone battery died before I could clock out');
    await attendance.photo.setInputFiles(selfie());
    await attendance.send.click();
    await expect(attendance.request(batchId)).toContainText('Pending');

    const trainer = await trainerConsole(browser, baseURL);
    const item = trainer.console.review(demo.email, 'Regularisation');
    await expect(item).toContainText(batchId);
    await expect(item).toContainText('Asked for 09:12 AM – 05:12 PM');
    await expect(item).toContainText('Remark: Phone battery died before I could clock out');
    await expect(item.getByLabel('Comment')).toHaveValue('Checked by the trainer');
    await expectNoSeriousAxe(trainer.console.page);
    await expectTouchTargets(trainer.console.page);
    await trainer.console.decide(demo.email, 'Regularisation', 'Approve');
    await expect(trainer.console.status).toHaveText(`Approve: Attendence regularize successfully (${demo.email})`);
    await expect(item).toHaveCount(0);

    await page.reload();
    await expect(attendance.request(batchId)).toContainText('Approved');
    await expect(attendance.request(batchId)).toContainText('Reviewer: Checked by the trainer');
    await trainer.close();
  });

  test('a waiting document accepted in one tap raises the profile percentage', async ({
    browser,
    baseURL,
    page,
    signedIn: _,
  }) => {
    const profile = new ProfilePage(page);
    await profile.open('/my-doc/personal-details');
    await profile.button('Add ID card').click();
    await profile.fillAndSave({ Card: 'panCard', 'Card number': 'ABCDE1234F' }, sampleFile('document.pdf'));
    await expect(profile.item('PAN Card')).toContainText('Waiting for review');
    await profile.open();
    await expect(profile.percentage('0%')).toBeVisible();

    const trainer = await trainerConsole(browser, baseURL, { width: 360, height: 740 });
    const item = trainer.console.review(demo.email, 'Document');
    await expect(item).toContainText('ID card');
    // The card's type in words, as the trainee's notification says it.
    await expect(item).toContainText('PAN card');
    // The review call needs a document: no automatic button for it among the card's actions.
    await trainer.console.openActions(demo.email);
    await expect(trainer.console.trainee(demo.email).getByRole('button', { name: /review document/i })).toHaveCount(0);
    await trainer.console.decide(demo.email, 'Document', 'Accept');
    await expect(trainer.console.status).toHaveText(`Accept: Document reviewed (${demo.email})`);
    await expect(trainer.console.nothingWaiting(demo.email)).toBeVisible();

    await page.reload();
    await expect(profile.percentage('15%')).toBeVisible();
    await profile.open('/my-doc/personal-details');
    await expect(profile.item('PAN Card')).toContainText('Accepted');
    await trainer.close();
  });

  test('a raised issue answered, then closed, from the console: the trainee sees the answer and the closing', async ({
    browser,
    baseURL,
    page,
    mock,
    signedIn: _,
    closeout,
  }) => {
    const { invoiceReady: batch } = await mock.closeoutBatches(demo.email);
    await page.goto(`/batch/${batch!._id}/assessment/raise-issue`);
    await closeout.category.selectOption({ label: 'Power failure' });
    await closeout.description.fill('No power in the lab from 10 AM.');
    await closeout.submit.click();
    await expect(closeout.issue('Power failure')).toContainText('Open');

    const trainer = await trainerConsole(browser, baseURL, { width: 360, height: 740 });
    const item = trainer.console.review(demo.email, 'Power failure');
    await expect(item).toContainText(`Raised issue · Power failure · ${batch!.batchId} · Open`);
    await expect(item).toContainText('No power in the lab from 10 AM.');
    await trainer.console.answer(demo.email, 'Power failure', 'A generator will reach the centre by noon.');
    await expect(trainer.console.status).toHaveText(`Send answer: Issue answered (${demo.email})`);
    await expect(item).toContainText('Answered');
    await expect(item).toContainText('Answer given: A generator will reach the centre by noon.');
    await expectNoSeriousAxe(trainer.console.page);
    await expectTouchTargets(trainer.console.page);

    await page.reload();
    await expect(closeout.issue('Power failure')).toContainText('Answered');
    await expect(closeout.issue('Power failure')).toContainText('A generator will reach the centre by noon.');

    await trainer.console.decide(demo.email, 'Power failure', 'Close issue');
    await expect(trainer.console.status).toHaveText(`Close issue: Issue closed (${demo.email})`);
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(closeout.issue('Power failure')).toContainText('Closed');
    await trainer.close();
  });
});
