import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { logInAsDemo } from '../flows/logIn.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { OtpPage } from '../pages/OtpPage.ts';
import { PasswordPages } from '../pages/PasswordPages.ts';
import { SignupPage } from '../pages/SignupPage.ts';

const greeting = (page: Page) => page.getByRole('heading', { name: /^Hello, / });

test('password login from the landing page @smoke', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in' }).click();
  await new LoginPage(page).logIn(demo.email, demo.password);
  await expect(greeting(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a registered assessor logs in with an OTP', async ({ page, mock }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Log in with OTP' }).click();
  const otp = new OtpPage(page);
  await otp.requestFor(demo.mobile);
  await expect(page.getByText(`OTP sent to ${demo.mobile}`, { exact: false })).toBeVisible();
  await expect(otp.resendButton).toBeDisabled();
  const code = await mock.otp(demo.mobile);
  await otp.enter(code === '9999' ? '8888' : '9999');
  await expect(otp.alert).toHaveText('Incorrect OTP, please try again.');
  await otp.enter(code);
  await expect(greeting(page)).toBeVisible();
});

test('a new mobile registers, verifies, waits for approval, is approved and logs in @smoke', async ({ page, mock }) => {
  const newcomer = { fullName: 'Kavita Rao', email: 'kavita@new.test', mobile: '9123456780', password: 'Kavita@2025' };
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();
  const signup = new SignupPage(page);
  await signup.submit.click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Enter your full name');
  await signup.register(newcomer);

  await expect(page.getByRole('heading', { name: 'Mobile verification' })).toBeVisible();
  await new OtpPage(page).enter(await mock.otp(newcomer.mobile));
  await expect(page.getByRole('heading', { name: 'Admin approval pending' })).toBeVisible();

  const login = new LoginPage(page);
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await login.logIn(newcomer.email, newcomer.password);
  await expect(login.alert).toHaveText('Admin approval pending');

  await mock.approve(newcomer.email);
  await login.submit.click();
  await expect(page.getByRole('heading', { name: 'Hello, Kavita Rao' })).toBeVisible();
});

test('an unknown mobile logs in by OTP and completes the registration', async ({ page, mock }) => {
  const mobile = '9000012345';
  await page.goto('/get-otp');
  const otp = new OtpPage(page);
  await otp.requestFor(mobile);
  await otp.enter(await mock.otp(mobile));
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await new SignupPage(page).register({ fullName: 'Imran Khan', email: 'imran@new.test', password: 'Imran@2025' });
  await expect(page.getByRole('heading', { name: 'Admin approval pending' })).toBeVisible();
});

test('forgot password: OTP, new password, then login with it', async ({ page, mock }) => {
  const pages = new PasswordPages(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await pages.askReset(demo.mobile);
  await expect(page.getByRole('heading', { name: 'Verify your mobile' })).toBeVisible();
  await new OtpPage(page).enter(await mock.otp(demo.mobile));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await pages.setNew('Fresh@2025', 'Fresh@2026');
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  await pages.setNew('Fresh@2025');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Log in with your new password.');
  const login = new LoginPage(page);
  await login.logIn(demo.email, demo.password);
  await expect(login.alert).toContainText('Invalid credentials.');
  await login.password.fill('Fresh@2025');
  await login.submit.click();
  await expect(greeting(page)).toBeVisible();
});

test('the e-mailed reset link sets a new password once', async ({ page, mock }) => {
  await new PasswordPages(page).askReset(demo.mobile);
  await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
  const link = await mock.resetPath(demo.email);
  await page.goto(link);
  await new PasswordPages(page).setNew('Linked@2025');
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await page.goto(link);
  await new PasswordPages(page).setNew('Again@2025');
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has already been used.');
});

test('five wrong passwords lock the account with the minutes left', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  for (const left of [4, 3, 2, 1]) {
    await login.logIn(demo.email, 'Wrong@1234');
    await expect(login.alert).toHaveText(`Invalid credentials. ${left} attempts remaining before account lockout.`);
  }
  await login.logIn(demo.email, 'Wrong@1234');
  await expect(login.alert).toHaveText('Account is locked due to multiple failed login attempts. Please try again after 30 minutes');
  await login.logIn(demo.email, demo.password);
  await expect(login.alert).toContainText('Account is locked');
  await expect(page).toHaveURL(/\/login$/);
});

test('an assessor deletes the account with an OTP; login is then refused', async ({ page, mock }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Delete account' }).click();
  await page.getByLabel('Mobile number').fill(demo.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otpField = page.getByRole('textbox', { name: 'OTP', exact: true });
  await expect(otpField).toBeVisible();
  await otpField.fill(await mock.otp(demo.mobile));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible();

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(demo.email, demo.password);
  await expect(login.alert).toHaveText('This account has been deleted. Please contact support to open a new one.');
});

test('terms and privacy are readable logged out and logged in', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await logInAsDemo(page);
  await page.goto('/account-setting/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '5. Security' })).toBeVisible();
});
