import { demo, expect, test } from '../fixtures.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxe, expectTouchTargets } from '../support/a11y.ts';
import { TrainerConsole, type ScenarioChoice } from '../pages/TrainerConsole.ts';
import { trainerPasscode } from '../support/environment.ts';
import { trainerConsole } from '../flows/trainerDesk.ts';

test.describe('the trainer arms a fault for a logged-in trainee', () => {
  // With a worker in control, home starts keeping the day for offline (app/offlineDay), whose reads would meet the
  // armed fault before the trainee's tap does: without the worker, the tap makes the next call.
  test.use({ serviceWorkers: 'block' });
  const logouts: [ScenarioChoice, string][] = [
    ['410 logged in elsewhere', 'Authentication Failed – Please login again'],
    ['401 session expired', 'Unauthorized – Your session has expired'],
  ];
  for (const [scenario, text] of logouts) {
    test(`${scenario}: the next action returns the trainee to login`, async ({
      browser,
      baseURL,
      page,
      signedIn: _,
      home,
      login,
      mock,
    }) => {
      await home.open();
      const trainer = await trainerConsole(browser, baseURL);
      await trainer.console.arm(demo.email, scenario, { path: 'batch-details' });
      await expect(trainer.console.status).toContainText(`Armed ${scenario.split(' ')[0]}`);
      await expect(trainer.console.trainee(demo.email)).toContainText('1 of 1 left');
      await home.firstBatchCard.click();
      await expect(login.alert).toHaveText(text);
      await expect(page).toHaveURL(/\/login$/);
      await expect.poll(async () => (await mock.scenarios()).length).toBe(0);
      // The console's feed shows the call and its status.
      await expect(
        trainer.console.feed.filter({ hasText: `${demo.email} GET /api/batch-details/` }).first(),
      ).toContainText(scenario.slice(0, 3));
      await trainer.close();
    });
  }

  // A connection closed before any answer is retried by the browser's network stack (and, on a phone, by the service
  // worker: seven attempts for one tap in the console's feed): a drop is armed for ten calls, so that one action meets
  // only drops.
  const failures: [ScenarioChoice, string, number][] = [
    ['500 server error', 'Internal Server Error', 1],
    // A read that cannot go out: the screen says so, and the banner says the server cannot be reached (no toast).
    ['Network drop', 'Network Error', 10],
  ];
  for (const [scenario, text, times] of failures) {
    test(`${scenario}: the trainee sees '${text}'`, async ({ browser, baseURL, signedIn: _, home, batchDetails }) => {
      await home.open();
      const trainer = await trainerConsole(browser, baseURL);
      await trainer.console.arm(demo.email, scenario, { path: 'batch-details', times });
      await expect(trainer.console.trainee(demo.email)).toContainText(`${times} of ${times} left`);
      await home.firstBatchCard.click();
      await expect(batchDetails.alert.filter({ hasText: text }).first()).toBeVisible();
      // Each attempt counted down the scenario (the 500 one has run out and disarmed itself).
      if (times === 1) await expect(trainer.console.trainee(demo.email)).not.toContainText('left', { timeout: 10_000 });
      else
        await expect(trainer.console.trainee(demo.email)).not.toContainText(`${times} of ${times} left`, {
          timeout: 10_000,
        });
      await trainer.close();
    });
  }

  test('slow: the trainee sees the loader until the late answer', async ({
    browser,
    baseURL,
    signedIn: _,
    home,
    batchDetails,
  }) => {
    await home.open();
    const trainer = await trainerConsole(browser, baseURL);
    await trainer.console.arm(demo.email, 'Slow network', { path: 'batch-details', latencyMs: 4000 });
    await expect(trainer.console.trainee(demo.email)).toContainText('Armed: slow 4000 ms');
    // The console at laptop width, a card's actions and scenario form open: accessible, 48 px targets.
    await expectNoSeriousAxe(trainer.console.page);
    await expectTouchTargets(trainer.console.page);
    await home.firstBatchCard.click();
    const loader = batchDetails.status.filter({ hasText: 'Loading…' });
    await expect(loader).toBeVisible();
    await expect(batchDetails.screenTitle).toBeVisible({ timeout: 10_000 });
    await expect(loader).toHaveCount(0);
    await trainer.close();
  });
});

test.describe('seeded login cases', () => {
  test('the account whose mobile is not verified goes to OTP verification (422)', async ({ login, otp }) => {
    await login.open();
    await login.logIn('unverified@demo.test', demo.password);
    await expect(otp.heading('Mobile verification')).toBeVisible();
  });

  test('the account without a profile goes to registration completion (426)', async ({ login, signup }) => {
    await login.open();
    await login.logIn('unregistered@demo.test', demo.password);
    await expect(signup.heading('Complete your registration')).toBeVisible();
  });
});

test.describe('the console', () => {
  test('asks for the passcode and refuses a wrong one', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const desk = new TrainerConsole(await context.newPage());
    await desk.open('not-the-passcode');
    await expect(desk.gateError).toHaveText('Wrong trainer passcode');
    await context.close();
  });

  test('the API document page asks for the passcode, refuses a wrong one, then lists the calls', async ({ page }) => {
    await page.goto('/__mock/docs');
    const passcode = page.getByLabel('Trainer passcode');
    await expect(page.getByRole('alert')).toHaveText('');
    await passcode.fill('not-the-passcode');
    await page.getByRole('button', { name: 'Show the document' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong trainer passcode');
    await passcode.fill(trainerPasscode);
    await page.getByRole('button', { name: 'Show the document' }).click();
    await expect(passcode).toBeHidden();
    await expect(page.getByText(/^POST \/api\/login-assesor — /)).toBeVisible();
    await expect(page.getByText(/^POST \/__mock\/scenarios — /)).toBeVisible();
  });

  test('on a phone: creates trainees who log in to their own batches; accessible, 48 px targets', async ({
    browser,
    baseURL,
    login,
    home,
  }) => {
    const trainer = await trainerConsole(browser, baseURL, { width: 360, height: 740 });
    const password = await trainer.console.createTrainees(2, 'Morning');
    expect(password).toMatch(/^Class@\d{4}$/);
    await expect(trainer.console.trainee('morning.1@trainee.test')).toContainText(
      '1 ongoing · 1 upcoming · 1 completed',
    );
    // The accounts table fits the 360 px screen: nothing scrolls sideways and the password is whole, in view.
    await expectNoHorizontalScroll(trainer.console.page);
    const cell = await trainer.console.firstPasswordCell.evaluate((td) => ({
      right: td.getBoundingClientRect().right,
      cut: td.scrollWidth > td.clientWidth,
    }));
    expect(cell.right).toBeLessThanOrEqual(360);
    expect(cell.cut, 'the one-time password is cut').toBe(false);
    await expectNoSeriousAxe(trainer.console.page);
    await expectTouchTargets(trainer.console.page);

    await login.open();
    await login.logIn('morning.1@trainee.test', password);
    await expect(home.greeting('Morning 1')).toBeVisible();
    await expect(home.tile('Pending requests', 1)).toBeVisible();
    await expect(trainer.console.trainee('morning.1@trainee.test')).toContainText(/Sessions\s*1/);
    await trainer.close();
  });

  test('one tap each: assign a batch, send a notification, end sessions; a state file downloaded and restored', async ({
    browser,
    baseURL,
    page,
    signedIn: _,
    home,
    login,
  }, testInfo) => {
    await home.open();
    const trainer = await trainerConsole(browser, baseURL);
    const card = trainer.console.trainee(demo.email);
    await expect(card).toContainText(/Pending requests\s*8/);

    const download = trainer.console.page.waitForEvent('download');
    await trainer.console.downloadButton.click();
    const lesson = testInfo.outputPath('lesson.json');
    await (await download).saveAs(lesson);

    await trainer.console.tap(demo.email, 'Assign a batch');
    await expect(trainer.console.status).toHaveText(`Assign a batch: Batch assigned (${demo.email})`);
    await expect(card).toContainText(/Pending requests\s*9/);
    await home.open();
    await expect(home.tile('Pending requests', 9)).toBeVisible();

    await trainer.console.fillAction(demo.email, 'Send a notification', {
      Title: 'Lesson 2',
      Content: 'Open your batch requests',
    });
    await expect(trainer.console.status).toHaveText(`Send a notification: Notification sent (${demo.email})`);

    await trainer.console.restore(lesson);
    await expect(trainer.console.status).toHaveText('Mock state restored');
    await expect(card).toContainText(/Pending requests\s*8/);

    await trainer.console.tap(demo.email, 'End sessions');
    await expect(login.alert).toHaveText('Authentication Failed – Please login again');
    await expect(page).toHaveURL(/\/login$/);
    await expect(card).toContainText(/Sessions\s*0/);
    await trainer.close();
  });
});
