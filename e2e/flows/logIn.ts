import { expect, type Page } from '@playwright/test';
import { HomePage } from '../pages/HomePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { demo } from '../support/session.ts';

/** Logs the demo assessor in through the login screen and waits for home (the journey; setup uses `signedIn`). */
export async function logInAsDemo(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(demo.email, demo.password);
  await expect(new HomePage(page).greeting()).toBeVisible();
}
