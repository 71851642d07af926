import { indiaDashDay, indiaIsoDay, isoDay } from '@assessor/contract';
import { atTodaysCentre, todaysBatch } from '../flows/todaysBatch.ts';
import { expect, test } from '../fixtures.ts';
import { north } from '../support/geo.ts';

test('clock in inside the geofence, see it on the batch index, clock out and see the duration @smoke', async ({
  context,
  mock,
  signedIn,
  api,
  attendance,
}) => {
  const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 40);

  await attendance.openBatch(batch._id);
  await expect(attendance.today).toHaveText('Not clocked in.');
  await attendance.clockInLink().click();
  await expect(attendance.heading('Clock in')).toBeVisible();
  await expect(attendance.distance).toHaveText('40 metres');
  await expect(attendance.clockInButton()).toBeDisabled();
  await attendance.takeSelfie();
  await attendance.clockInButton().click();
  await expect(attendance.clockedIn).toBeVisible();

  await attendance.continueToBatch.click();
  await expect(attendance.today).toHaveText(/^Clocked in at \d{2}:\d{2} [AP]M\. Duration so far: \d{2}:\d{2}:\d{2}\.$/);
  await attendance.clockOutLink().click();
  await expect(attendance.sinceClockIn).toHaveText(/^Clocked in at \d{2}:\d{2} [AP]M\./);
  await attendance.takeSelfie();
  // One tap would end the day: it asks first, and "Not yet" changes nothing.
  await attendance.clockOutButton().click();
  await expect(attendance.dialog).toContainText('Clock out now?');
  await expect(attendance.dialog).toContainText(
    /This ends your day at \d{2}:\d{2} [AP]M\. Only a reviewer can change it afterwards\./,
  );
  await attendance.answerDialog('Not yet');
  await expect(attendance.dialog).toBeHidden();
  await expect(attendance.clockedOut).toHaveCount(0);
  await attendance.clockOutButton().click();
  await attendance.answerDialog('Clock out');
  await expect(attendance.clockedOut).toBeVisible();

  await attendance.continueToBatch.click();
  await expect(attendance.today).toHaveText(
    /^Clocked out\. \d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M, duration \d{2}:\d{2}:\d{2}\.$/,
  );
  const [record] = await api.attendance();
  expect(record).toMatchObject({
    isClockIn: true,
    isClockOut: true,
    duration: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
  });
  expect(record!.clockInImageUrl).toBeDefined();
});

test('a clock-in outside the geofence is refused with how far the centre is', async ({
  context,
  mock,
  signedIn,
  api,
  attendance,
}) => {
  const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 2300);

  await attendance.openClockIn(batch._id);
  await expect(attendance.distance).toHaveText('2.3 km');
  await attendance.takeSelfie();
  await attendance.clockInButton().click();
  await expect(
    attendance.alert.filter({ hasText: 'You are 2.3 km from the exam centre: clock in within 500 m of it' }),
  ).toBeVisible();
  await attendance.openBatch(batch._id);
  await expect(attendance.today).toHaveText('Not clocked in: the clock-in was refused. Open Clock in to see why.');
});

test('a clock-in 12 km away is warned about before sending; refused, Retry after moving takes the new position and clocks in without Discard', async ({
  context,
  mock,
  signedIn,
  api,
  attendance,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  const centre = await api.examCentre(batch._id);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(north(centre, 12_000));

  await attendance.openClockIn(batch._id);
  await expect(attendance.distance).toHaveText('12 km');
  await expect(attendance.geofenceWarning).toContainText(
    'You are 12 km from the exam centre: the clock-in will be refused unless you are within 500 metres of it. Move closer, then update your position.',
  );
  // The warning does not stop the assessor: they may still send.
  await attendance.takeSelfie();
  await attendance.clockInButton().click();
  await expect(
    attendance.alert.filter({ hasText: /^You are 12 km from the exam centre: clock in within 500 m of it$/ }),
  ).toBeVisible();
  await expect(attendance.discardClockIn).toBeVisible();

  // Back at the centre: Retry reads the position again and sends it with the same selfie.
  await context.setGeolocation(north(centre, 40));
  await attendance.retryClockIn.click();
  await expect(attendance.clockedIn).toBeVisible();
  await expect(attendance.discardClockIn).toHaveCount(0);
  const record = (await api.attendance()).find(
    (candidate) => (candidate.batch_id as { batchId?: string }).batchId === batch.batchId && !candidate.isClockOut,
  );
  expect(record, "today's clock-in is stored").toBeDefined();
  expect(record!.clockInImageUrl).toBeDefined();
  // The position sent is the one after moving, not the refused one.
  expect(Number(record!.location?.latitude)).toBeCloseTo(north(centre, 40).latitude, 5);
});

test('a clock-in refused for its selfie asks for a new one before Retry, and goes with the new selfie', async ({
  page,
  context,
  mock,
  signedIn,
  api,
  attendance,
}) => {
  const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 40);
  // The mock refuses no selfie it is given: the first answer is made a refusal of the photo (the real API's may be).
  let refused = 0;
  await page.route('**/api/assesor-clock-in', (route) =>
    refused++ === 0
      ? route.fulfill({
          status: 400,
          json: {
            statusCode: 400,
            success: false,
            message: 'The selfie is not clear: take it again',
            error: 'The selfie is not clear: take it again',
          },
        })
      : route.fallback(),
  );

  await attendance.openClockIn(batch._id);
  await attendance.takeSelfie();
  await attendance.clockInButton().click();
  await expect(attendance.alert.filter({ hasText: 'The selfie is not clear: take it again' })).toBeVisible();
  await attendance.retryClockIn.click();
  await expect(attendance.message('Take a new selfie first.')).toBeVisible();
  expect(refused, 'Retry without a new selfie sends nothing').toBe(1);
  await attendance.takeSelfie();
  await attendance.retryClockIn.click();
  await expect(attendance.clockedIn).toBeVisible();
  expect(refused).toBe(2);
});

test('the clock-in warning goes once the position, updated after moving, is inside the geofence', async ({
  context,
  mock,
  signedIn,
  api,
  attendance,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  const centre = await api.examCentre(batch._id);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(north(centre, 800));
  await attendance.openClockIn(batch._id);
  await expect(attendance.distance).toHaveText('800 metres');
  await expect(attendance.geofenceWarning).toBeVisible();
  await context.setGeolocation(north(centre, 40));
  await attendance.updatePosition.click();
  await expect(attendance.distance).toHaveText('40 metres');
  await expect(attendance.geofenceWarning).toHaveCount(0);
});

test('a denied location permission says how to allow it', async ({ context, mock, signedIn, attendance }) => {
  const batch = await todaysBatch(mock, signedIn);
  await context.clearPermissions();
  await attendance.openClockIn(batch._id);
  await expect(attendance.message('Location permission is denied, so you cannot clock in.')).toBeVisible();
  await expect(attendance.message(/^To allow it, tap the lock icon next to the address bar/)).toBeVisible();
  await expect(attendance.clockInButton()).toBeDisabled();
});

test("clock-out before a clock-in says 'You didn't clockin on the day'; a day outside the batch refuses clock-in", async ({
  page,
  mock,
  signedIn,
  attendance,
}) => {
  const batch = await todaysBatch(mock, signedIn);
  await page.goto(`/batch/${batch._id}/ongoing/clock-out`);
  await expect(attendance.heading('Clock out')).toBeVisible();
  await expect(attendance.message("You didn't clockin on the day")).toBeVisible();
  await expect(attendance.clockOutButton()).toHaveCount(0);

  const later = (await mock.batchesOf(signedIn.userData._id)).find(
    (candidate) =>
      candidate.days.every((day) => day.date !== indiaDashDay()) && (isoDay(candidate.startDate) ?? '') > indiaIsoDay(),
  );
  expect(later, 'the seed has an upcoming batch').toBeDefined();
  await attendance.openClockIn(later!._id);
  await expect(
    attendance.message(
      `Today is not an assessment day of this batch (${later!.startDate} – ${later!.endDate}). You can clock in only on the batch's days.`,
    ),
  ).toBeVisible();
  await expect(attendance.clockInButton()).toHaveCount(0);
});
