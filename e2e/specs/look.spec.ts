import { todaysBatch } from '../flows/todaysBatch.ts';
import { expect, test, type Session } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxe,
  expectNotCovering,
  expectTouchSize,
  expectTouchTargets,
  setTextSize,
  brokenBadgeWords,
} from '../support/a11y.ts';

/**
 * Looks and reach on every screen: 48 px touch targets, axe (serious/critical), 200 % text at 360 px, badges that
 * break only between words.
 */

type All = Parameters<Parameters<typeof test>[2]>[0];
/** What the visits use (Playwright wants the fixtures of a test listed by name). */
type Fixtures = Pick<
  All,
  | 'page'
  | 'mock'
  | 'landing'
  | 'login'
  | 'otp'
  | 'signup'
  | 'passwords'
  | 'info'
  | 'deleteAccount'
  | 'home'
  | 'myBatches'
  | 'batchDetails'
  | 'evidence'
  | 'batchRequests'
  | 'notifications'
> & { signedIn: Session };

/** Opens a screen and waits for its title; the checks then look at whatever it shows. */
type Visit = (fixtures: Fixtures) => Promise<void>;

const signedOutScreens: Record<string, Visit> = {
  landing: ({ landing }) => landing.open(),
  login: ({ login }) => login.open(),
  'OTP login': ({ otp }) => otp.openLogin(),
  'sign up': ({ signup }) => signup.open(),
  'forgot password': ({ passwords }) => passwords.open(),
  terms: ({ info }) => info.openTerms(),
  privacy: ({ info }) => info.openPublicPrivacy(),
  'delete account': ({ deleteAccount }) => deleteAccount.open(),
  'not found': ({ info }) => info.open('/no/such/screen'),
};

const signedInScreens: Record<string, Visit> = {
  home: ({ home }) => home.open(),
  'my batches': ({ myBatches }) => myBatches.open(),
  'batch details': async ({ mock, signedIn, batchDetails }) =>
    batchDetails.open((await todaysBatch(mock, signedIn))._id),
  activities: async ({ mock, signedIn, evidence }) => evidence.openActivities((await todaysBatch(mock, signedIn))._id),
  'an evidence tab': async ({ mock, signedIn, evidence }) => {
    await evidence.openActivities((await todaysBatch(mock, signedIn))._id);
    await evidence.tabLink('Group Photos').click();
    await evidence.slot('Group photos').waitFor();
  },
  'batch documents': async ({ mock, signedIn, evidence }) =>
    evidence.openDocuments((await todaysBatch(mock, signedIn))._id),
  'batch requests': ({ batchRequests }) => batchRequests.open(),
  notifications: ({ notifications }) => notifications.open(),
  'the open menu': async ({ home }) => {
    await home.open();
    await home.menuButton.click();
    await home.logOutButton.waitFor();
  },
  'the reject dialog': async ({ batchRequests }) => {
    await batchRequests.open();
    await batchRequests.startRejecting(await batchRequests.firstBatchId());
    await batchRequests.reason.waitFor();
  },
  // Profile, account settings and help.
  'my profile': ({ info }) => info.open('/my-profile'),
  'personal details': ({ info }) => info.open('/my-doc/personal-details'),
  'degree certificates': ({ info }) => info.open('/my-doc/degree-certificate'),
  'job-role certificates': ({ info }) => info.open('/my-doc/degree-certificate/job-role-certificate'),
  'bank details': ({ info }) => info.open('/my-doc/bank-details'),
  'change password': ({ info }) => info.open('/account-setting/change-password'),
  'help and support': ({ info }) => info.open('/help/support'),
  'WhatsApp chat': ({ info }) => info.open('/help/chat-whatapp'),
  'notification settings': ({ info }) => info.open('/account-setting/notification'),
  'waiting to send': ({ info }) => info.open('/waiting-to-send'),
  // Attendance, marking and close-out screens not reached by their own specs' axe checks.
  'regularisation requests': ({ info }) => info.open('/batchassessment-details/attendence/regularize-request'),
  'raise an issue, picking the batch': ({ info }) => info.open('/batchassessment-details/raise'),
  'theory marks': async ({ mock, signedIn, info }) =>
    info.open(`/batch/${(await todaysBatch(mock, signedIn))._id}/assessment/theory-marks`),
  'raise an issue about a batch': async ({ mock, signedIn, info }) =>
    info.open(`/batch/${(await todaysBatch(mock, signedIn))._id}/assessment/raise-issue`),
  'result sheet': async ({ mock, signedIn, info }) =>
    info.open(`/batch/${(await todaysBatch(mock, signedIn))._id}/assessment/viva-practical-marks`),
};

async function settle(page: Page, fixtures: Fixtures) {
  // A screen is ready when its h1 shows and no loader is left.
  await fixtures.info.screenTitle.waitFor();
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
}

/**
 * The checks of one screen: axe, 48 px targets and whole badge words as it opens, then no sideways scroll and still
 * whole badge words at 200 % text on 360 px.
 */
async function checkScreen(page: Page, fixtures: Fixtures, visit: Visit) {
  await page.setViewportSize({ width: 360, height: 640 });
  await visit(fixtures);
  await settle(page, fixtures);
  await expectNoSeriousAxe(page);
  await expectTouchTargets(page);
  expect(await brokenBadgeWords(page), 'badge words split over two lines').toEqual([]);
  await setTextSize(page, 200);
  await expectNoHorizontalScroll(page);
  expect(await brokenBadgeWords(page), 'badge words split over two lines at 200 % text').toEqual([]);
}

for (const [name, visit] of Object.entries(signedOutScreens)) {
  test(`signed out, ${name}: axe finds nothing serious, every control is 48 px, nothing scrolls sideways at 200 % text, badges keep whole words`, async ({
    page,
    mock,
    landing,
    login,
    otp,
    signup,
    passwords,
    info,
    deleteAccount,
    home,
    myBatches,
    batchDetails,
    evidence,
    batchRequests,
    notifications,
  }) => {
    const all = {
      page,
      mock,
      landing,
      login,
      otp,
      signup,
      passwords,
      info,
      deleteAccount,
      home,
      myBatches,
      batchDetails,
      evidence,
      batchRequests,
      notifications,
    } as Fixtures;
    await checkScreen(page, all, visit);
  });
}

for (const [name, visit] of Object.entries(signedInScreens)) {
  test(`signed in, ${name}: axe finds nothing serious, every control is 48 px, nothing scrolls sideways at 200 % text, badges keep whole words`, async ({
    page,
    mock,
    signedIn,
    landing,
    login,
    otp,
    signup,
    passwords,
    info,
    deleteAccount,
    home,
    myBatches,
    batchDetails,
    evidence,
    batchRequests,
    notifications,
  }) => {
    const all = {
      page,
      mock,
      signedIn,
      landing,
      login,
      otp,
      signup,
      passwords,
      info,
      deleteAccount,
      home,
      myBatches,
      batchDetails,
      evidence,
      batchRequests,
      notifications,
    };
    await checkScreen(page, all, visit);
  });
}

test('a toast sits below the top bar, off the bell and menu, with a 48 px close', async ({
  mock: _,
  signedIn: __,
  home,
  batchRequests,
}) => {
  await batchRequests.open();
  await batchRequests.accept(await batchRequests.firstBatchId());
  await expect(batchRequests.toasts.getByRole('status')).toBeVisible();
  await expectNotCovering(batchRequests.toasts.getByRole('status'), home.bell);
  await expectNotCovering(batchRequests.toasts.getByRole('status'), home.menuButton);
  await expectTouchSize(batchRequests.toastClose);
  await batchRequests.toastClose.click();
  await expect(batchRequests.toasts.getByRole('status')).toHaveCount(0);
});

test('a toast does not cover the Close button of the full-screen viewer', async ({ mock, signedIn, evidence }) => {
  await signedInScreens['an evidence tab']!({ mock, signedIn, evidence } as Fixtures);
  await evidence.pickAndUpload('Group photos', 'photo.jpg');
  await evidence.pickAndUpload('Group photos', 'photo.png');
  // Deleting one photo raises a toast; the other opens in the viewer while the toast still shows.
  await evidence.confirmDelete('photo (2).jpg');
  await expect(evidence.toasts.getByRole('status')).toBeVisible();
  await evidence.stored('photo.jpg').click();
  await expect(evidence.viewerClose).toBeVisible();
  await expectNotCovering(evidence.toasts.getByRole('status'), evidence.viewerClose);
  await expectTouchSize(evidence.viewerClose);
});

test('the reject dialog opens on its field and announces a missing reason', async ({ signedIn: _, batchRequests }) => {
  await signedInScreens['the reject dialog']!({ batchRequests } as Fixtures);
  await expect(batchRequests.reason).toBeFocused();
  await batchRequests.confirmRejection();
  await expect(batchRequests.reasonMessage).toHaveText('Give a reason of at least 3 characters.');
  await expect(batchRequests.reasonMessage).toHaveAttribute('aria-live', 'polite');
  await expect(batchRequests.reason).toHaveAccessibleDescription('Give a reason of at least 3 characters.');
});
