import { clockMinutes, inputOfMinutes } from '@assessor/contract';
import { openDayWithoutClockOut } from '../flows/attendanceDay.ts';
import { expect, test } from '../fixtures.ts';
import { selfie } from '../pages/AttendancePage.ts';

test('regularisation of the seeded day without clock-out, approved by the trainer, shows Approved from the notification without a reload', async ({
  mock,
  signedIn,
  api,
  attendance,
  notifications,
  page,
}) => {
  const batchId = await openDayWithoutClockOut(api, attendance);
  await expect(attendance.heading('Attendance details')).toBeVisible();
  await attendance.applyRegularize.click();
  await expect(attendance.heading('Apply for regularisation')).toBeVisible();
  await attendance.send.click();
  await expect(attendance.remark).toHaveAccessibleDescription('Give a reason of 3–500 characters.');
  // The first problem (no clock-out time) takes the focus.
  await expect(attendance.clockOutTime).toBeFocused();
  await attendance.clockOutTime.fill('17:12');
  await attendance.remark.fill('Phone battery died before I could clock out');
  await attendance.photo.setInputFiles(selfie());
  await attendance.send.click();

  await expect(attendance.heading('Regularisation requests')).toBeVisible();
  await expect(attendance.request(batchId)).toContainText('Pending');
  await expect(attendance.request(batchId)).toContainText('Asked for: 09:12 AM – 05:12 PM');

  const [request] = await mock.regularizationsOf(signedIn.userData._id);
  expect(request).toMatchObject({ isApprove: 'pending', clockOutTime: '05:12 PM' });
  await mock.decideRegularization(request!._id, 'approve', 'Confirmed with the centre');

  // No reload: the decision's notification (polled every 2 s) refreshes the requests on screen.
  await expect(attendance.request(batchId)).toContainText('Approved', { timeout: 15_000 });
  await expect(attendance.request(batchId)).toContainText('Reviewer: Confirmed with the centre');
  await expect(notifications.bell).toHaveAccessibleName(/unread/, { timeout: 5000 });
  await notifications.open();
  await expect(notifications.item(batchId).first()).toContainText('Attendance Regularize Request has accepted');

  await attendance.openRecords();
  await attendance.record(batchId).click();
  await expect(page.getByText('05:12 PM', { exact: true })).toBeVisible();
  await expect(page.getByText('08:00:00', { exact: true })).toBeVisible();
});

test('a day clocked out in the minute of its clock-in: the form leaves the failing clock-out empty, focuses it on submit and clears its message once fixed; the two entries say what each is for', async ({
  page,
  signedIn: _,
  api,
  attendance,
}) => {
  const complete = (await api.attendance()).find((record) => record.isClockOut && record.clockInTime);
  expect(complete, 'the seed has a complete day').toBeDefined();
  const batchId = (complete!.batch_id as { batchId: string }).batchId;
  // The mock's seed has no such day: the logs answer is made one (a clock-out right after the clock-in, as a double
  // tap gives), the rest of the journey is the mock's.
  await page.route('**/api/attendence-logs**', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { details?: { logs?: { clockInTime?: string; clockOutTime?: string }[] } };
    for (const log of body.details?.logs ?? []) if (log.clockOutTime) log.clockOutTime = log.clockInTime;
    await route.fulfill({ response: answer, json: body });
  });

  await attendance.openRecords();
  await attendance.record(batchId).first().click();
  await expect(attendance.heading('Attendance details')).toBeVisible();
  await expect(attendance.applyRegularize).toHaveAccessibleDescription(
    "Correct this day's clock-in or clock-out time. Any photo can serve as proof, from the camera or the gallery.",
  );
  await expect(attendance.applyWithSelfie).toHaveAccessibleDescription(
    "When the clock-out selfie is missing or wrong: take a new selfie now with the camera and give the times. Once approved, it becomes this day's clock-out selfie.",
  );
  await attendance.applyRegularize.click();
  await expect(attendance.heading('Apply for regularisation')).toBeVisible();
  await expect(attendance.clockInTime).toHaveValue(inputOfMinutes(clockMinutes(complete!.clockInTime)!));
  await expect(attendance.clockOutTime).toHaveValue('');

  await attendance.remark.fill('Tapped clock-out by mistake right after clocking in');
  await attendance.photo.setInputFiles(selfie());
  await attendance.send.click();
  await expect(attendance.clockOutTime).toBeFocused();
  await expect(attendance.clockOutTime).toHaveAccessibleDescription('Enter the clock-out time.');
  // Fixed: the message goes at once, before another submit.
  await attendance.clockOutTime.fill('17:30');
  await expect(attendance.clockOutTime).not.toHaveAccessibleDescription('Enter the clock-out time.');
  await expect(attendance.message('Enter the clock-out time.')).toHaveCount(0);
});
