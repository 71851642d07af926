import { demo, expect, test } from '../fixtures.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxe, expectTouchTargets, setTextSize } from '../support/a11y.ts';

test('the whole login → home journey in Hindi, kept after a reload', async ({ page, hindi }) => {
  await hindi.openLanding();
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'en');
  await expect(hindi.language('English')).toHaveAttribute('aria-pressed', 'true');

  await hindi.choose('हिन्दी');
  await expect(hindi.welcome).toBeVisible();
  await expect(hindi.language('हिन्दी')).toHaveAttribute('aria-pressed', 'true');
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('स्वागत है – Assessor Portal');
  await expectTouchTargets(page);
  await expectNoSeriousAxe(page);

  await hindi.logInLink.click();
  await expect(hindi.loginTitle).toBeVisible();
  await expect(page).toHaveTitle('लॉग इन – Assessor Portal');
  await expectTouchTargets(page);
  await expectNoSeriousAxe(page);

  await hindi.logIn(demo.email, demo.password);
  await expect(hindi.greeting).toBeVisible();
  await expect(hindi.tile('लंबित अनुरोध')).toBeVisible();
  await expect(hindi.sectionLink('होम')).toBeVisible();
  await expect(page).toHaveTitle('होम – Assessor Portal');
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'hi');
  await expectTouchTargets(page);
  await expectNoSeriousAxe(page);

  await page.reload();
  await expect(hindi.greeting).toBeVisible();
  await expect(hindi.sectionLink('बैच')).toBeVisible();
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'hi');
});

test('the switch on the login screen: a wrong password is told in Hindi, and English comes back', async ({
  hindi,
  login,
}) => {
  await hindi.openLogin();
  await hindi.choose('हिन्दी');
  await expect(hindi.loginTitle).toBeVisible();

  await hindi.logIn(demo.email, 'Wrong@1234');
  await expect(hindi.alert).toContainText('ईमेल या पासवर्ड गलत है। 4 कोशिशें बाकी हैं।');

  await hindi.choose('English');
  await expect(login.heading('Log in')).toBeVisible();
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'en');
});

test('in Hindi at 200 % text on a 360 px screen, landing, login and home do not scroll sideways', async ({
  page,
  hindi,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await hindi.openLanding();
  await hindi.choose('हिन्दी');
  await expect(hindi.welcome).toBeVisible();
  await setTextSize(page, 200);
  await expectNoHorizontalScroll(page);

  await hindi.logInLink.click();
  await expect(hindi.loginTitle).toBeVisible();
  await expectNoHorizontalScroll(page);

  await hindi.logIn(demo.email, demo.password);
  await expect(hindi.tile('लंबित अनुरोध')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('in Hindi at 200 % text on a 360 px screen, candidate attendance keeps Present / Absent inside the screen', async ({
  page,
  mock,
  signedIn,
  hindi,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const [batch] = await mock.batchesOf(signedIn.userData._id);
  expect(batch, 'the demo has an accepted batch').toBeDefined();
  await page.goto('/account-setting/change-password');
  await hindi.choose('हिन्दी');
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'hi');

  await page.goto(`/batch/${batch!._id}/assessment/candidate-attendence`);
  const firstRow = page.getByRole('radiogroup', { name: / की उपस्थिति$/ }).first();
  await expect(firstRow.getByText('अनुपस्थित', { exact: true })).toBeVisible();
  await setTextSize(page, 200);
  await expectNoHorizontalScroll(page);
});

test('account settings switch the signed-in portal to Hindi and back', async ({ page, signedIn: _, hindi }) => {
  await page.goto('/account-setting/change-password');
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(hindi.language('English')).toHaveAttribute('aria-pressed', 'true');
  await hindi.choose('हिन्दी');
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'खाता सेटिंग', level: 1 })).toBeVisible();
  await expect(hindi.sectionLink('होम')).toBeVisible();
  await hindi.choose('English');
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
});

test('Hindi tapped on the pre-rendered login before the app has loaded is kept when it starts', async ({
  page,
  hindi,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": that waits for the held script when the page asks for it before its load event.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await hindi.choose('हिन्दी');
  await expect(hindi.language('हिन्दी')).toHaveAttribute('aria-pressed', 'true');
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'hi');
  release();
  await expect(hindi.loginTitle).toBeVisible();
  await expect(hindi.language('हिन्दी')).toHaveAttribute('aria-pressed', 'true');
});
