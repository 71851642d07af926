import { devices, type Browser } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openTrainerDesk } from '../flows/trainerDesk.ts';
import { BatchRequestsPage } from '../pages/BatchRequestsPage.ts';
import { HomePage } from '../pages/HomePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { expectNoSeriousAxe } from '../support/a11y.ts';
import { AssessorApi } from '../support/api.ts';
import { logInOverHttp } from '../support/session.ts';

/** A step's cell once done: its name (shown on phones), the India time it was first done, the word read aloud. */
const TIME = /: \d\d:\d\d \(done\)$/;
/** Two browsers at once (a phone and a laptop) on a shared machine, and a board that refreshes every 3 s. */
const slowExpect = expect.configure({ timeout: 20_000 });
/** A step not done yet: a dash, and the words a screen reader reads. */
const NOT_YET = /: — \(not yet\)$/;

/** A trainee's own phone: a Moto G4 context of its own, logged in through the form. */
async function traineePhone(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password: string,
  name: string,
) {
  const context = await browser.newContext({ ...devices['Moto G4'], baseURL });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await slowExpect(new HomePage(page).greeting(name)).toBeVisible();
  return { page, close: () => context.close() };
}

test.describe('the progress board', () => {
  test('a trainee on a phone and two others: the laptop board shows each one log in and the busy one accept a request', async ({
    browser,
    baseURL,
    request,
    mock,
  }) => {
    const [quiet, busy, third] = await mock.createTrainees(3, 'Board');
    const { desk, close } = await openTrainerDesk(browser, baseURL, { width: 1280, height: 800 });
    await slowExpect(desk.board).toBeVisible();
    await slowExpect(desk.boardRow(busy!.email)).toBeVisible();
    await slowExpect(await desk.step(busy!.email, 'Logged in')).toHaveText(NOT_YET);

    // One trainee on a phone (four browsers at once are slow on a shared machine); the others' login calls alone.
    const phone = await traineePhone(browser, baseURL, busy!.email, busy!.password, busy!.fullName);
    await logInOverHttp(request, quiet!);
    await logInOverHttp(request, third!);
    for (const trainee of [quiet, busy, third]) {
      await slowExpect(await desk.step(trainee!.email, 'Logged in')).toHaveText(TIME);
    }

    // The busy trainee accepts their request on the phone; the board shows it.
    const requests = new BatchRequestsPage(phone.page);
    await new HomePage(phone.page).tile('Pending requests', 1).click();
    await slowExpect(requests.title).toBeVisible();
    const batchId = await requests.firstBatchId();
    await requests.accept(batchId);
    await slowExpect(await desk.step(busy!.email, 'Request accepted')).toHaveText(TIME);
    await slowExpect(await desk.step(quiet!.email, 'Request accepted')).toHaveText(NOT_YET);
    await slowExpect(desk.boardRow(busy!.email)).toContainText(/GET|PUT/);

    await phone.close();
    await close();
  });

  test('the board flags the quiet trainee stuck, opens their feed on a tap, and downloads the results as CSV', async ({
    browser,
    baseURL,
    request,
    mock,
  }) => {
    // Their phones' calls, sent here: this test is about the laptop's board.
    const [quiet, busy] = await mock.createTrainees(2, 'Board');
    await logInOverHttp(request, quiet!);
    await new AssessorApi(request, await logInOverHttp(request, busy!)).acceptFirstRequest();
    const { desk, close } = await openTrainerDesk(browser, baseURL, { width: 1280, height: 800 });
    await slowExpect(await desk.step(busy!.email, 'Request accepted')).toHaveText(TIME);

    // The trainer says six seconds without progress is stuck: the quiet trainee (first to log in) is flagged, on top.
    await desk.stuckAfter.fill('0.1');
    await desk.stuckAfter.dispatchEvent('change');
    await slowExpect(desk.boardRow(quiet!.email)).toContainText('Stuck');
    await slowExpect(desk.boardRows.first()).toContainText(quiet!.email);

    // A tap on the trainee opens their feed and their actions.
    const othersCall = desk.feed.filter({ hasText: `${busy!.email} PUT /api/update-reqbatch-status` }).first();
    await slowExpect(othersCall).toBeVisible();
    await desk.openFromBoard(quiet!.fullName);
    await slowExpect(desk.page.getByText(`Only ${quiet!.fullName}'s calls.`)).toBeVisible();
    await slowExpect(desk.trainee(quiet!.email).getByRole('button', { name: 'Arm' })).toBeVisible();
    await slowExpect(othersCall).toBeHidden();
    await slowExpect(desk.feed.filter({ hasText: `${quiet!.email} POST /api/login-assesor` }).first()).toBeVisible();

    // The results download as CSV: one row per trainee, a column per step, India times.
    const download = desk.page.waitForEvent('download');
    await desk.downloadResultsButton.click();
    const csv = await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toContain('Name,E-mail,Batch,Logged in,Request accepted,Clocked in');
    const busyLine = lines.find((line) => line.includes(busy!.email))!;
    expect(busyLine.split(',')[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(busyLine.split(',')[4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await close();
  });

  test('at 360 px: a card per trainee with each step named; accessible', async ({ browser, baseURL, mock }) => {
    const [trainee] = await mock.createTrainees(1, 'Narrow');
    const { desk, close } = await openTrainerDesk(browser, baseURL, { width: 360, height: 740 });
    await slowExpect(desk.board).toBeVisible();
    const card = desk.boardRow(trainee!.email);
    await slowExpect(card).toContainText('Logged in: —');
    await slowExpect(card).toContainText('Evidence: 0/11');
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await expectNoSeriousAxe(desk.page);
    await close();
  });
});
