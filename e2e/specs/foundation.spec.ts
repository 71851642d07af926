import { demo, expect, test } from '../fixtures.ts';
import { logInWithForm } from '../flows/logIn.ts';
import { recordResponses } from '../support/network.ts';
import { storedSession } from '../support/session.ts';

test('the demo assessor logs in and sees the home screen @smoke', async ({ page, login, home }) => {
  await logInWithForm({ login, home });
  await expect(page).toHaveURL(/\/$/);
  await expect(home.myBatchesLink).toBeVisible();
});

test('a wrong password says how many attempts remain and stays on login', async ({ page, login }) => {
  await login.open();
  await login.logIn(demo.email, 'Wrong@1234');
  await expect(login.alert).toContainText('Wrong email or password. 4 attempts remaining.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session ended by the trainer returns to login with the 410 message', async ({
  page,
  mock,
  signedIn,
  home,
  login,
}) => {
  await home.open();
  await mock.endSessions(signedIn.userData._id);
  // The next notification poll (every 2 s) answers 410: the app returns to login by itself.
  await expect(login.alert).toHaveText('Authentication Failed – Please login again');
  await expect(page).toHaveURL(/\/login$/);
  await expect(storedSession(page)).resolves.toEqual([null, null]);
});

test('after a 410 the assessor logs in again and stays signed in through 10 s of polling', async ({
  page,
  mock,
  signedIn,
  home,
  login,
}) => {
  await home.open();
  await mock.endSessions(signedIn.userData._id);
  await expect(login.alert).toHaveText('Authentication Failed – Please login again');
  await logInWithForm({ login, home });
  // Five polls of the notification list (every 2 s) must each reach the server and keep the session.
  const polls = recordResponses(page, '/api/notification-list');
  await expect
    .poll(() => polls.filter((status) => status === 200 || status === 304).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(5);
  expect(polls.filter((status) => status >= 400)).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
  await expect(home.greeting()).toBeVisible();
});

test('logging out from the menu returns to the signed-out screens and clears the session', async ({
  page,
  signedIn: _,
  home,
  landing,
}) => {
  await home.open();
  await home.logOut();
  await expect(landing.logInLink).toBeVisible();
  await expect(storedSession(page).then(([token]) => token)).resolves.toBeNull();
});

test('an unknown path shows the not-found screen @smoke', async ({ info, landing }) => {
  await info.open('/no/such/screen');
  await expect(info.notFound).toBeVisible();
  await info.goHomeLink.click();
  await expect(landing.logInLink).toBeVisible();
});
