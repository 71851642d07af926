import { expect } from '@playwright/test';
import type { HomePage } from '../pages/HomePage.ts';
import type { LoginPage } from '../pages/LoginPage.ts';
import { demo, type Credentials } from '../support/session.ts';

/**
 * The login journey: the login screen, then home greeting the assessor. Tests that only need a session use the
 * `signedIn` fixture instead.
 */
export async function logInWithForm(
  { login, home }: { login: LoginPage; home: HomePage },
  who: Credentials = demo,
): Promise<void> {
  await login.open();
  await login.logIn(who.email, who.password);
  await expect(home.greeting()).toBeVisible();
}
