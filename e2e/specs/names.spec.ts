import { indiaDashDay } from '@assessor/contract';
import { expect, test, type Session } from '../fixtures.ts';
import { brokenBadgeWords, expectTouchSize, fontSizes, setTextSize } from '../support/a11y.ts';
import type { AssessorApi } from '../support/api.ts';
import type { MockServer } from '../support/trainer.ts';

/** Names, places and reach: one name per screen, one back control, entries that say where they go. */

/** What the paths need, each asked of the mock only when a path uses it. */
class Seeded {
  constructor(
    private readonly mock: MockServer,
    private readonly session: Session,
    private readonly api: AssessorApi,
  ) {}

  /** The demo's batch assessed today. */
  async batch(): Promise<string> {
    const batches = await this.mock.batchesOf(this.session.userData._id);
    return batches.find((one) => one.days.some((day) => day.date === indiaDashDay()))!._id;
  }

  /** The first candidate of that batch. */
  async candidate(batch: string): Promise<string> {
    return (await this.api.candidates(batch))[0]!._id;
  }

  /** The attendance record left without a clock-out: its batch's `_id` and its own. */
  async openRecord(): Promise<{ batch: string; log: string }> {
    const open = (await this.api.attendance()).find((record) => !record.isClockOut)!;
    return { batch: (open.batch_id as { _id: string })._id, log: open._id };
  }
}

/** Every signed-in screen by its path; the bottom bar's own destinations have no back control at all. */
const screens: Record<string, { path: (s: Seeded) => string | Promise<string>; topLevel?: true }> = {
  home: { path: () => '/', topLevel: true },
  'my batches': { path: () => '/my-batches', topLevel: true },
  'batch requests': { path: () => '/batch-requests', topLevel: true },
  notifications: { path: () => '/account-setting/notification', topLevel: true },
  'batch assessment': { path: async (s) => `/batch/${await s.batch()}/assessment` },
  'clock in': { path: async (s) => `/batch/${await s.batch()}/clock-in` },
  activities: { path: async (s) => `/batch/${await s.batch()}/assessment/activities` },
  'an evidence tab': { path: async (s) => `/batch/${await s.batch()}/assessment/activities/group-photos/any-tab` },
  'batch documents': { path: async (s) => `/batch/${await s.batch()}/assessment/batch-documents` },
  'candidate attendance': { path: async (s) => `/batch/${await s.batch()}/assessment/candidate-attendence` },
  'mark candidates': { path: async (s) => `/batch/${await s.batch()}/assessment/theory-marks` },
  'theory marks': {
    path: async (s) => {
      const batch = await s.batch();
      return `/batch/${batch}/assessment/theory/${await s.candidate(batch)}`;
    },
  },
  'viva marks': {
    path: async (s) => {
      const batch = await s.batch();
      return `/batch/${batch}/assessment/viva/${await s.candidate(batch)}`;
    },
  },
  'result sheet': { path: async (s) => `/batch/${await s.batch()}/assessment/viva-practical-marks` },
  'raise an issue about a batch': { path: async (s) => `/batch/${await s.batch()}/assessment/raise-issue` },
  invoice: { path: async (s) => `/batch/${await s.batch()}/assessment/generate-invoice` },
  'my attendance': { path: () => '/batch/assessment/attendence' },
  'attendance details': {
    path: async (s) => {
      const { batch, log } = await s.openRecord();
      return `/batchassessment-details/attendence/attendence-details/${batch}/${log}`;
    },
  },
  'regularisation requests': { path: () => '/batchassessment-details/attendence/regularize-request' },
  'waiting to send': { path: () => '/waiting-to-send' },
  'my profile': { path: () => '/my-profile' },
  'degree certificates': { path: () => '/my-doc/degree-certificate' },
  'job-role certificates': { path: () => '/my-doc/degree-certificate/job-role-certificate' },
  'account settings': { path: () => '/account-setting/change-password' },
  'help and support': { path: () => '/help/support' },
};

for (const [name, { path, topLevel }] of Object.entries(screens)) {
  test(`${name}: the top bar and the heading say one name; ${topLevel ? 'no back control' : 'one back control'}`, async ({
    page,
    mock,
    signedIn,
    api,
    info,
  }) => {
    await page.goto(await path(new Seeded(mock, signedIn, api)));
    await info.screenTitle.waitFor();
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    // A heading drawn from data (a batch id) may come a moment after the bar: wait until they agree, then say both.
    await expect
      .poll(async () => (await info.topBarTitle.textContent()) === (await info.screenTitle.textContent()), {
        timeout: 3000,
      })
      .toBe(true)
      .catch(() => undefined);
    const [bar, heading] = [await info.topBarTitle.textContent(), await info.screenTitle.textContent()];
    expect(bar, 'the top bar names the screen as its heading does').toBe(heading);
    await expect(info.backControls).toHaveCount(topLevel ? 0 : 1);
  });
}

test('an evidence tab opened directly: Back leads up to its activities', async ({
  page,
  mock,
  signedIn,
  api,
  info,
}) => {
  await page.goto(await screens['an evidence tab']!.path(new Seeded(mock, signedIn, api)));
  await expect(info.title('Group Photos')).toBeVisible();
  await info.backButton.click();
  await expect(info.title('Activities')).toBeVisible();
});

test('a record opened directly: Back leads up to my attendance', async ({ page, mock, signedIn, api, info }) => {
  await page.goto(await screens['attendance details']!.path(new Seeded(mock, signedIn, api)));
  await expect(info.title('Attendance details')).toBeVisible();
  await info.backButton.click();
  await expect(info.title('My attendance')).toBeVisible();
});

test('the marking entry says it covers theory, viva and practical, and opens "Mark candidates"', async ({
  mock,
  signedIn,
  api,
  info,
  batchDetails,
}) => {
  await batchDetails.open(await new Seeded(mock, signedIn, api).batch());
  await expect(batchDetails.entry('Mark candidates')).toContainText('Theory, viva and practical');
  await batchDetails.entry('Mark candidates').click();
  // The screen's code loads on the first visit: on a loaded phone that alone can take seconds.
  await expect(info.title('Mark candidates')).toBeVisible({ timeout: 15_000 });
  await expect(info.topBarTitle).toHaveText('Mark candidates');
});

test('the result sheet entry is named so, and opens the result sheet', async ({
  mock,
  signedIn,
  api,
  info,
  batchDetails,
}) => {
  await batchDetails.open(await new Seeded(mock, signedIn, api).batch());
  await batchDetails.entry('Result sheet').click();
  await expect(info.title('Result sheet')).toBeVisible({ timeout: 15_000 });
  await expect(info.topBarTitle).toHaveText('Result sheet');
});

test('More reaches my attendance, regularisation requests, waiting to send; "Account settings", no "Change password"', async ({
  signedIn: _,
  home,
  info,
}) => {
  await home.open();
  await home.moreButton.click();
  for (const entry of ['My attendance', 'Regularisation requests', 'Waiting to send', 'Account settings']) {
    await expect(home.mainMenu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(home.mainMenu.getByRole('link', { name: 'Change password' })).toHaveCount(0);
  await home.mainMenu.getByRole('link', { name: 'Regularisation requests', exact: true }).click();
  await expect(info.title('Regularisation requests')).toBeVisible({ timeout: 15_000 });
});

test('the language switch is in More, on any screen', async ({ page, signedIn: _, home, hindi }) => {
  await home.open();
  await home.moreButton.click();
  await home.mainMenu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(hindi.sectionLink('होम')).toBeVisible();
});

test('names hold the visible text: "8 Requests" is named "Requests 8 pending", a tile "8 Pending requests"', async ({
  signedIn: _,
  api,
  home,
}) => {
  const pending = await api.requests('pending');
  await home.open();
  await expect(home.navItem(`Requests ${pending.total} pending`)).toBeVisible();
  await expect(home.tile('Pending requests', pending.total)).toBeVisible();
});

test.describe('legible at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });
  test('bottom-bar labels are at least 12 px, in English and in Hindi', async ({ signedIn: _, home, hindi }) => {
    await home.open();
    for (const size of await fontSizes(home.bottomNavItems)) expect(size).toBeGreaterThanOrEqual(12);
    await home.moreButton.click();
    await home.mainMenu.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(hindi.sections).toBeVisible();
    for (const size of await fontSizes(hindi.sections.locator('a, button'))) expect(size).toBeGreaterThanOrEqual(12);
  });

  test('my attendance: headings whole beside the thumbnails, badges break between words, a missing clock-out has no duration', async ({
    page,
    signedIn: _,
    api,
    attendance,
  }) => {
    const records = await api.attendance();
    const open = records.find((record) => !record.isClockOut)!;
    const openBatch = (open.batch_id as { batchId: string }).batchId;
    const complete = records.find((record) => record.isClockOut)!;
    const completeBatch = (complete.batch_id as { batchId: string }).batchId;
    await attendance.openRecords();
    await expect(attendance.heading('My attendance')).toBeVisible();
    // A complete record: its heading is shown whole, not cut to "BT2604…" beside selfies and a badge.
    const heading = attendance.recordHeading(completeBatch);
    await expect(heading).toBeVisible();
    expect(
      await heading.evaluate((element) => element.scrollWidth <= element.clientWidth),
      'the heading is not cut',
    ).toBe(true);
    await expect(attendance.openRecord(openBatch)).toContainText('Duration: —');
    await expect(attendance.openRecord(openBatch)).not.toContainText('00:00:00');
    for (const percent of [100, 200]) {
      await setTextSize(page, percent);
      expect(await brokenBadgeWords(page)).toEqual([]);
    }
  });

  test('the selfie button is 48 px high', async ({ context, mock, signedIn, api, attendance }) => {
    const batch = await new Seeded(mock, signedIn, api).batch();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(await api.examCentre(batch));
    await attendance.openClockIn(batch);
    await expect(attendance.selfieButton).toBeVisible();
    await expectTouchSize(attendance.selfieButton);
  });
});
