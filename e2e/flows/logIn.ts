import { expect, type Page } from '@playwright/test';
import { demo } from '../fixtures.ts';
import { LoginPage } from '../pages/LoginPage.ts';

/** Logs the demo assessor in through the login screen and waits for home. */
export async function logInAsDemo(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(demo.email, demo.password);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}
