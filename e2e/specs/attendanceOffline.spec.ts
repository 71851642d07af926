import { clockMinutes, indiaIsoDay, inputOfMinutes } from '@assessor/contract';
import { atTodaysCentre } from '../flows/todaysBatch.ts';
import { expect, test } from '../fixtures.ts';
import { recordResponses } from '../support/network.ts';
import { phoneClockOff } from '../support/phoneClock.ts';

// The assessor's own day without signal: the clock-in and clock-out waiting in the outbox count on every screen.

/** Today's records of a batch on the server. */
const todaysRecords = <R extends { batch_id: unknown; createdAt?: string | undefined }>(
  records: R[],
  batchId: string,
) =>
  records.filter(
    (record) =>
      (record.batch_id as { batchId?: string }).batchId === batchId &&
      record.createdAt !== undefined &&
      indiaIsoDay(Date.parse(record.createdAt)) === indiaIsoDay(),
  );

test('offline from the batch: clock in, Clock out offered before and after a reload, clock out; back online both arrive once', async ({
  page,
  context,
  mock,
  signedIn,
  api,
  attendance,
  appStatus,
}) => {
  const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 40);
  // Every answer to a clock call the page receives: one per clock-in or clock-out that reached the server.
  const clockAnswers = recordResponses(page, '/api/assesor-clock-in');

  // One online visit with the worker in control: the batch's answers are kept for the reload offline.
  await attendance.openBatch(batch._id);
  await appStatus.workerInControl();
  await page.reload();
  await expect(attendance.today).toHaveText('Not clocked in.');

  await context.setOffline(true);
  await attendance.clockInLink().click();
  await attendance.takeSelfie();
  await attendance.clockInButton().click();
  await expect(attendance.clockedInWaiting).toBeVisible();
  await attendance.continueToBatch.click();
  const clockedInWaiting = /^Clocked in at \d{2}:\d{2} [AP]M · waiting to send\. Duration so far: \d{2}:\d{2}:\d{2}\.$/;
  await expect(attendance.today).toHaveText(clockedInWaiting);
  await expect(attendance.clockOutLink()).toBeVisible();

  // A reload offline: the attendance list cannot be read, the queue still knows the day.
  await page.reload();
  await expect(attendance.today).toHaveText(clockedInWaiting);
  await expect(attendance.clockOutLink()).toBeVisible();

  await attendance.clockOutLink().click();
  await expect(attendance.sinceClockIn).toHaveText(/^Clocked in at \d{2}:\d{2} [AP]M\./);
  await attendance.takeSelfie();
  await attendance.clockOutButton().click();
  await attendance.answerDialog('Clock out');
  await expect(attendance.clockedOutWaiting).toBeVisible();
  await attendance.continueToBatch.click();
  await expect(attendance.today).toHaveText(
    /^Clocked out · waiting to send\. \d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M, duration \d{2}:\d{2}:\d{2}\.$/,
  );

  // My attendance lists the day from the queue.
  await attendance.openRecords();
  await expect(attendance.queuedRecord(batch.batchId)).toBeVisible();
  expect(todaysRecords(await api.attendance(), batch.batchId), 'nothing reached the server offline').toEqual([]);
  expect(clockAnswers).toEqual([]);

  await context.setOffline(false);
  await expect(attendance.queuedRecord(batch.batchId)).toHaveCount(0, { timeout: 15_000 });
  await expect(attendance.record(batch.batchId).first()).toBeVisible();
  await attendance.openBatch(batch._id);
  await expect(attendance.today).toHaveText(
    /^Clocked out\. \d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M, duration \d{2}:\d{2}:\d{2}\.$/,
  );
  const [record, ...more] = todaysRecords(await api.attendance(), batch.batchId);
  expect(more, "one record of today's batch").toEqual([]);
  expect(record).toMatchObject({ isClockIn: true, isClockOut: true });
  expect(record!.clockInImageUrl).toBeDefined();
  expect(record!.clockOutImageUrl).toBeDefined();
  expect(clockAnswers, 'the clock-in and the clock-out, each sent once').toEqual([200, 200]);
});

test('a clock-in taken offline and recorded over 15 minutes later: the batch and My attendance say so, and the regularisation starts with the phone’s time and selfie', async ({
  page,
  context,
  mock,
  signedIn,
  api,
  attendance,
}) => {
  // The phone's clock runs 30 minutes off the server's: what the server records is 30 minutes from the taking.
  await phoneClockOff(page, 30);
  const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 40);

  await attendance.openBatch(batch._id);
  await expect(attendance.today).toHaveText('Not clocked in.');
  // The clock-in screen is opened with signal (no service worker keeps its code in this test); then it goes.
  await attendance.clockInLink().click();
  await expect(attendance.clockInButton()).toBeVisible();
  await context.setOffline(true);
  await attendance.takeSelfie();
  await attendance.clockInButton().click();
  await expect(attendance.clockedInWaiting).toBeVisible();
  await context.setOffline(false);
  await expect(attendance.clockedIn).toBeVisible({ timeout: 15_000 });

  const [record] = todaysRecords(await api.attendance(), batch.batchId);
  const recorded = record!.clockInTime!;
  const late = new RegExp(`^Clocked in at (\\d{2}:\\d{2} [AP]M) on this phone; the server recorded ${recorded}\\.`);
  await attendance.continueToBatch.click();
  await expect(attendance.lateNotice).toHaveText(late);
  const taken = late.exec((await attendance.lateNotice.textContent()) ?? '')![1]!;
  expect(taken).not.toBe(recorded);

  await attendance.openRecords();
  await expect(attendance.lateNotice).toHaveText(late);
  await attendance.correctTimes.click();
  await expect(attendance.heading('Apply for regularisation')).toBeVisible();
  await expect(attendance.clockInTime).toHaveValue(inputOfMinutes(clockMinutes(taken)!));
  await expect(attendance.remark).toHaveValue(`Clocked in at ${taken} on this phone; the server recorded ${recorded}.`);
  await expect(attendance.message('selfie.jpg')).toBeVisible();

  // The day has no clock-out yet: the assessor gives it, the rest goes as prefilled.
  await attendance.clockOutTime.fill('23:59');
  await attendance.send.click();
  await expect(attendance.heading('Regularisation requests')).toBeVisible();
  // The request goes through the outbox: it reaches the mock just after the screen moved on.
  await expect
    .poll(async () => (await mock.regularizationsOf(signedIn.userData._id))[0])
    .toMatchObject({ isApprove: 'pending', clockInTime: taken, clockOutTime: '11:59 PM' });
});
