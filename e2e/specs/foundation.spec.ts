import { demo, expect, test } from '../fixtures.ts';
import { logInAsDemo } from '../flows/logIn.ts';
import { HomePage } from '../pages/HomePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';

test('the demo assessor logs in and sees the home screen @smoke', async ({ page }) => {
  await logInAsDemo(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'My batches' })).toBeVisible();
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(demo.email, 'Wrong@1234');
  await expect(login.alert).toContainText('Invalid credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session ended by the trainer returns to login with the 410 message', async ({ page, mock }) => {
  await logInAsDemo(page);
  await mock.endSessions(demo.email);
  // The next notification poll (every 2 s) answers 410: the app returns to login by itself.
  await expect(page.getByRole('alert')).toHaveText('Authentication Failed – Please login again');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).resolves.toEqual([null, null]);
});

test('logging out from the menu returns to the signed-out screens and clears the session', async ({ page }) => {
  await logInAsDemo(page);
  await new HomePage(page).logOut();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
});

test('an unknown path shows the not-found screen @smoke', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a screen of a later issue names itself and says it is not available yet', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/help/support');
  await expect(page.getByText(/is not available yet/)).toBeVisible();
});
