import { demo, expect, test } from '../fixtures.ts';
import { expectNoSeriousAxe, expectTouchTargets } from '../support/a11y.ts';

test('the whole login → home journey in Hindi, kept after a reload', async ({ page, hindi }) => {
  await hindi.openLanding();
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'en');
  await expect(hindi.language('English')).toHaveAttribute('aria-pressed', 'true');

  await hindi.choose('हिन्दी');
  await expect(hindi.welcome).toBeVisible();
  await expect(hindi.language('हिन्दी')).toHaveAttribute('aria-pressed', 'true');
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'hi');
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

test('the switch on the login screen: a wrong password is told in Hindi, and English comes back', async ({ hindi, login }) => {
  await hindi.openLogin();
  await hindi.choose('हिन्दी');
  await expect(hindi.loginTitle).toBeVisible();

  await hindi.logIn(demo.email, 'Wrong@1234');
  await expect(hindi.alert).toContainText('ईमेल या पासवर्ड गलत है। 4 कोशिशें बाकी हैं।');

  await hindi.choose('English');
  await expect(login.heading('Log in')).toBeVisible();
  await expect(hindi.documentRoot).toHaveAttribute('lang', 'en');
});
