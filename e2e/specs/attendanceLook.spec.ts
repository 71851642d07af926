import type { Page } from '@playwright/test';
import { openDayWithoutClockOut } from '../flows/attendanceDay.ts';
import { atTodaysCentre, todaysBatch } from '../flows/todaysBatch.ts';
import { expect, test } from '../fixtures.ts';
import { brokenBadgeWords, expectNoHorizontalScroll, expectNoSeriousAxe, expectTouchTargets } from '../support/a11y.ts';
import { apiOffline } from '../support/network.ts';
import { phoneClockOff } from '../support/phoneClock.ts';

/** The attendance screens' looks and reach, one test per screen (their journeys: attendance.spec.ts, regularisation.spec.ts). */
test.describe('the attendance screens pass axe, keep 48 px targets and whole badge words, and do not scroll sideways at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  const check = async (page: Page) => {
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expectNoSeriousAxe(page);
    await expectTouchTargets(page);
    expect(await brokenBadgeWords(page), 'badge words split over two lines').toEqual([]);
    await expectNoHorizontalScroll(page);
  };

  test('the batch index', async ({ page, mock, signedIn, attendance }) => {
    await attendance.openBatch((await todaysBatch(mock, signedIn))._id);
    await expect(attendance.today).toHaveText('Not clocked in.');
    await check(page);
  });

  test('clock in, with the selfie taken', async ({ page, context, mock, signedIn, api, attendance }) => {
    const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 10);
    await attendance.openClockIn(batch._id);
    await attendance.takeSelfie();
    await expect(attendance.distance).toBeVisible();
    await check(page);
  });

  test('my attendance', async ({ page, signedIn: _, attendance }) => {
    await attendance.openRecords();
    await expect(attendance.heading('My attendance')).toBeVisible();
    await check(page);
  });

  test('my attendance with a day waiting to send, the list out of reach', async ({
    page,
    context,
    mock,
    signedIn,
    api,
    attendance,
  }) => {
    const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 10);
    await attendance.openClockIn(batch._id);
    await attendance.takeSelfie();
    await apiOffline(page);
    await attendance.clockInButton().click();
    await expect(attendance.clockedInWaiting).toBeVisible();
    await attendance.continueToBatch.click();
    await attendance.myAttendanceLink.click();
    await expect(attendance.queuedRecord(batch.batchId)).toBeVisible();
    await check(page);
  });

  test('the batch index with a clock-in recorded late', async ({ page, context, mock, signedIn, api, attendance }) => {
    await phoneClockOff(page, 30);
    const batch = await atTodaysCentre({ context, mock, session: signedIn, api }, 10);
    await attendance.openClockIn(batch._id);
    await attendance.takeSelfie();
    await attendance.clockInButton().click();
    await attendance.continueToBatch.click();
    await expect(attendance.lateNotice).toBeVisible({ timeout: 10_000 });
    await expect(attendance.correctTimes).toBeVisible();
    await check(page);
  });

  test('a day without clock-out', async ({ page, signedIn: _, api, attendance }) => {
    await openDayWithoutClockOut(api, attendance);
    await expect(attendance.applyRegularize).toBeVisible();
    await check(page);
  });

  test('the regularisation form', async ({ page, signedIn: _, api, attendance }) => {
    await openDayWithoutClockOut(api, attendance);
    await attendance.applyRegularize.click();
    await expect(attendance.send).toBeVisible();
    await check(page);
  });

  test('my regularisation requests', async ({ page, signedIn: _, attendance }) => {
    await attendance.openRequests();
    await expect(attendance.message('You have not asked for any regularisation.')).toBeVisible();
    await check(page);
  });
});
