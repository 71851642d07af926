import { demo, expect, test } from '../fixtures.ts';

test('password login from the landing page @smoke', async ({ page, landing, login, home }) => {
  await landing.open();
  await landing.logInLink.click();
  await login.logIn(demo.email, demo.password);
  await expect(home.greeting()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a registered assessor logs in with an OTP', async ({ mock, login, otp, home }) => {
  await login.open();
  await login.otpLink.click();
  await otp.requestFor(demo.mobile);
  await expect(otp.sentNotice(demo.mobile)).toBeVisible();
  await expect(otp.resendButton).toBeDisabled();
  const code = await mock.otp(demo.mobile);
  await otp.enter(code === '9999' ? '8888' : '9999');
  await expect(otp.alert).toHaveText('Incorrect OTP, please try again.');
  await otp.enter(code);
  await expect(home.greeting()).toBeVisible();
});

test('a new mobile registers, verifies, waits for approval, is approved and logs in @smoke', async ({
  mock,
  landing,
  signup,
  otp,
  login,
  home,
}) => {
  const newcomer = { fullName: 'Kavita Rao', email: 'kavita@new.test', mobile: '9123456780', password: 'Kavita@2025' };
  await landing.open();
  await landing.signUpLink.click();
  await signup.submit.click();
  await expect(signup.fullName).toHaveAccessibleDescription('Enter your full name.');
  await signup.register(newcomer);

  await expect(otp.heading('Mobile verification')).toBeVisible();
  await otp.enter(await mock.otp(newcomer.mobile));
  await expect(signup.approvalPending).toBeVisible();

  await signup.backToLogIn.click();
  await login.logIn(newcomer.email, newcomer.password);
  await expect(login.alert).toHaveText('Admin approval pending.');

  await mock.approve(newcomer.email);
  await login.submit.click();
  await expect(home.greeting(newcomer.fullName)).toBeVisible();
});

test('an unknown mobile logs in by OTP and completes the registration', async ({ mock, otp, signup }) => {
  const mobile = '9000012345';
  await otp.openLogin();
  await otp.requestFor(mobile);
  await otp.enter(await mock.otp(mobile));
  await expect(signup.heading('Complete your registration')).toBeVisible();
  await expect(signup.mobile).toHaveValue(mobile);
  await signup.register({ fullName: 'Imran Khan', email: 'imran@new.test', password: 'Imran@2025' });
  await expect(signup.approvalPending).toBeVisible();
});

test('forgot password: OTP, new password, then login with it', async ({ page, mock, login, passwords, otp, home }) => {
  await login.open();
  await login.forgotPasswordLink.click();
  await passwords.askReset(demo.mobile);
  await expect(otp.heading('Verify your mobile')).toBeVisible();
  await otp.enter(await mock.otp(demo.mobile));
  await expect(passwords.heading('Set a new password')).toBeVisible();
  await passwords.setNew('Fresh@2025', 'Fresh@2026');
  await expect(passwords.confirmation).toHaveAccessibleDescription('Passwords do not match.');
  await passwords.setNew('Fresh@2025');

  await expect(page).toHaveURL(/\/login$/);
  await expect(login.status).toHaveText('Your password has been changed. Log in with your new password.');
  await login.logIn(demo.email, demo.password);
  await expect(login.alert).toContainText('Wrong email or password.');
  await login.password.fill('Fresh@2025');
  await login.submit.click();
  await expect(home.greeting()).toBeVisible();
});

test('the e-mailed reset link sets a new password once', async ({ mock, passwords, otp }) => {
  await passwords.open();
  await passwords.askReset(demo.mobile);
  await expect(otp.otp).toBeVisible();
  const link = await mock.resetPath(demo.email);
  await passwords.follow(link);
  await passwords.setNew('Linked@2025');
  await expect(passwords.status).toContainText('Your password has been changed');
  await passwords.follow(link);
  await passwords.setNew('Again@2025');
  await expect(passwords.alert).toHaveText('This password reset link is invalid or has already been used.');
});

test('five wrong passwords lock the account with the minutes left; each failure offers the other ways in', async ({
  page,
  login,
}) => {
  await login.open();
  for (const left of [4, 3, 2, 1]) {
    await login.logIn(demo.email, 'Wrong@1234');
    const attempts = left === 1 ? '1 attempt' : `${left} attempts`;
    await expect(login.alert).toContainText(`Wrong email or password. ${attempts} remaining.`);
    await expect(login.alertLink('Log in with OTP')).toBeVisible();
    await expect(login.alertLink('Forgot password?')).toBeVisible();
    await expect(login.password).toHaveValue('');
  }
  await login.logIn(demo.email, 'Wrong@1234');
  await expect(login.alert).toContainText(
    'Your account is locked after too many failed attempts. Try again in 30 minutes.',
  );
  await login.logIn(demo.email, demo.password);
  await expect(login.alert).toContainText('Your account is locked');
  await login.alertLink('Log in with OTP').click();
  await expect(page).toHaveURL(/\/get-otp$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
});

test('an assessor deletes the account with an OTP; login is then refused', async ({
  mock,
  landing,
  deleteAccount,
  login,
}) => {
  await landing.open();
  await landing.deleteAccountLink.click();
  await deleteAccount.requestOtp(demo.mobile);
  await expect(deleteAccount.otp).toBeVisible();
  await deleteAccount.deleteWith(await mock.otp(demo.mobile));
  await expect(deleteAccount.deleted).toBeVisible();

  await login.open();
  await login.logIn(demo.email, demo.password);
  await expect(login.alert).toHaveText('This account has been deleted. Please contact support to open a new one.');
});

test('terms and privacy are readable logged out and logged in', async ({ info, signInAs }) => {
  await info.openTerms();
  await expect(info.title('Terms and conditions')).toBeVisible();
  await signInAs(demo);
  await info.openPrivacy();
  await expect(info.title('Privacy policy')).toBeVisible();
  await expect(info.heading('5. Security')).toBeVisible();
});
