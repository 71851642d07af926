import type { DetailsOf, trainerCalls } from '@assessor/contract';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openTrainerDesk } from '../flows/trainerDesk.ts';
import { expectNoSeriousAxe } from '../support/a11y.ts';
import { AssessorApi } from '../support/api.ts';
import { logInOverHttp } from '../support/session.ts';

// The progress board on the trainer's laptop (1280 × 800): every column on screen, names whole, done told from not
// done by more than colour, and the class (the trainees) apart from the seeded demo accounts.

const LAPTOP = { width: 1280, height: 800 };
/** A board that refreshes every 3 s on a shared machine. */
const slowExpect = expect.configure({ timeout: 20_000 });
const DEMO = ['assessor@demo.test', 'assessor2@demo.test', 'assessor3@demo.test', 'unverified@demo.test'];

/**
 * The words of an element's text (split at `separators`) that the browser broke over two lines: a word whose
 * characters have boxes on more than one line. Each word lies in one text node (an e-mail's parts sit between <wbr>).
 */
function brokenWords(node: Locator, separators: string) {
  return node.evaluate((element, split) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      let start = 0;
      for (const word of text.textContent!.split(new RegExp(`[${split}]`))) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word);
        start += word.length + 1;
      }
    }
    return broken;
  }, separators);
}

type Row = DetailsOf<typeof trainerCalls.classProgress>['trainees'][number];

/**
 * The widest rows a board shows: every step done (or the clock-in refused, 4-digit metres away), a long name and
 * e-mail, a long last call, the "Stuck" and "Not a trainee" flags. Served to the page in place of the mock's board.
 */
function widestRows(now: number): Row[] {
  const at = now - 60 * 60_000;
  const sections = ['Theory', 'viva', 'practical'].map((section) => ({ section, at, marked: 100, present: 100 }));
  const done = {
    loggedIn: { at },
    requestAccepted: { at },
    clockedIn: { at, distance: 1234 },
    attendance: { at, saved: 100, candidates: 100 },
    marks: sections,
    evidence: { at, kinds: 11, of: 11 },
    issueRaised: { at },
    clockedOut: { at },
    invoiceGenerated: { at },
  };
  const row = (n: number, steps: Row['steps'], over: Partial<Row> = {}): Row => ({
    _id: `64f0c1a2b3c4d5e6f7a8b9c${n}`,
    assessorId: `RD100${n}`,
    fullName: `Venkata Lakshmi Narasimha Subrahmanyam ${n}`,
    email: `venkata-lakshmi-narasimha-subrahmanyam.${n}@trainee.test`,
    trainee: true,
    batch: { _id: `64f0c1a2b3c4d5e6f7a8b9d${n}`, batchId: 'BT26145506891234' },
    steps,
    stuck: false,
    lastCall: { at, method: 'DELETE', path: '/api/get-nos-wise-questions/64f0c1a2b3c4d5e6f7a8b9c0', status: 0 },
    ...over,
  });
  const refused = { at: undefined, refusal: { at, distance: 12345, message: 'You are 12345 m from the exam centre' } };
  return [
    row(1, { ...done, clockedIn: refused }, { stuck: true, trainee: false }),
    row(2, done),
    row(3, { ...done, marks: sections.map((m) => ({ ...m, marked: 37 })) }),
  ];
}

async function serveBoard(page: Page, trainees: Row[]) {
  await page.route('**/__mock/class/progress?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        statusCode: 200,
        message: 'Class progress',
        details: { now: Date.now(), day: '2026-01-01', stuckAfter: 10, trainees },
      },
    }),
  );
}

/** Every heading inside the window; neither the board nor the page scrolls sideways. */
async function expectEveryColumnOnScreen(page: Page, headings: Locator) {
  for (const heading of await headings.all()) {
    const [box, text] = [(await heading.boundingBox())!, (await heading.textContent()) ?? ''];
    expect(box.x, text).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, text).toBeLessThanOrEqual(LAPTOP.width);
  }
  const overflow = await page.evaluate(() => {
    const scroll = document.querySelector('.board-scroll')!;
    return { table: scroll.scrollWidth - scroll.clientWidth, page: document.documentElement.scrollWidth - innerWidth };
  });
  expect(overflow).toEqual({ table: 0, page: 0 });
}

async function textOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test.describe('the progress board on a laptop', () => {
  test('every column on screen, a long name whole, and a done count reads differently from a count not started', async ({
    browser,
    baseURL,
    request,
    mock,
  }) => {
    const [busy, quiet] = await mock.createTrainees(2, 'Morning batch Kanyakumari');
    // The busy trainee accepts their request and saves the day's attendance: done; their evidence is not started.
    const api = new AssessorApi(request, await logInOverHttp(request, busy!));
    await api.acceptFirstRequest();
    const day = (await mock.progress()).trainees.find((row) => row.email === busy!.email)!.batch!;
    await api.takeAttendance(day._id);
    await logInOverHttp(request, quiet!);

    const { desk, close } = await openTrainerDesk(browser, baseURL, LAPTOP);
    const attendance = await desk.step(busy!.email, 'Attendance');
    await slowExpect(attendance).toContainText('12/12');

    // Every heading inside the 1280 px window; neither the table nor the page scrolls sideways.
    const headings = desk.board.getByRole('columnheader');
    expect(await headings.allTextContents()).toEqual([
      'Trainee',
      'Logged in',
      'Request accepted',
      'Clocked in',
      'Attendance',
      'Marks T/V/P',
      'Evidence',
      'Issue raised',
      'Clocked out',
      'Invoice',
      'Last call',
    ]);
    await expectEveryColumnOnScreen(desk.page, headings);

    // The name wraps only at its spaces and is not cut; the e-mail breaks only after "@" or a dot.
    const row = desk.boardRow(busy!.email);
    const name = row.getByRole('button', { name: `Open ${busy!.fullName}: feed and actions` });
    await expect(name).toHaveText(busy!.fullName);
    expect(await brokenWords(name, ' ')).toEqual([]);
    expect(await name.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    expect(await brokenWords(row.locator('.email'), '@.')).toEqual([]);

    // Done and not started read differently: a word for screen readers, a ✓ and bold text for the eye.
    await expect(attendance).toHaveText(/12\/12\s.*\(done\)$/);
    const evidence = await desk.step(busy!.email, 'Evidence');
    await expect(evidence).toHaveText(/0\/11\s*\(not started\)$/);
    await expect(await desk.step(quiet!.email, 'Attendance')).toHaveText(/0\/12\s*\(not started\)$/);
    await expect(await desk.step(quiet!.email, 'Request accepted')).toHaveText(/—\s*\(not yet\)$/);
    const look = (cell: Locator) =>
      cell.locator('.step-value').evaluate((value) => ({
        mark: getComputedStyle(value, '::before').content,
        weight: getComputedStyle(value).fontWeight,
      }));
    expect(await look(attendance)).toEqual({ mark: '"✓ " / ""', weight: '600' });
    expect(await look(evidence)).toEqual({ mark: 'none', weight: '400' });

    await expectNoSeriousAxe(desk.page);
    await close();
  });

  test('the widest rows (every step done, a refusal, long names, e-mails and calls) keep every column on screen', async ({
    browser,
    baseURL,
  }) => {
    const { desk, close } = await openTrainerDesk(browser, baseURL, LAPTOP);
    const rows = widestRows(Date.now());
    await serveBoard(desk.page, rows);
    await slowExpect(desk.boardRows).toHaveCount(rows.length);
    await expect(desk.boardRow(rows[0]!.email)).toContainText('Refused');
    await expectEveryColumnOnScreen(desk.page, desk.board.getByRole('columnheader'));
    for (const row of rows) {
      const shown = desk.boardRow(row.email);
      expect(
        await brokenWords(shown.getByRole('button', { name: `Open ${row.fullName}: feed and actions` }), ' '),
      ).toEqual([]);
      // An e-mail part this long may also break after a hyphen, a word's end (board.js).
      expect(await brokenWords(shown.locator('.email'), '@.-')).toEqual([]);
    }
    // The last call's path is cut to its column; the whole call is in the cell's title.
    const lastCall = await desk.step(rows[1]!.email, 'Last call');
    await expect(lastCall).toHaveAttribute(
      'title',
      /DELETE \/api\/get-nos-wise-questions\/64f0c1a2b3c4d5e6f7a8b9c0 → dropped$/,
    );
    await close();
  });

  test('the demo accounts are on the board and in the CSV only once "Show all accounts" is ticked', async ({
    browser,
    baseURL,
    mock,
  }) => {
    const [trainee] = await mock.createTrainees(1, 'Class');
    const { desk, close } = await openTrainerDesk(browser, baseURL, LAPTOP);
    await slowExpect(desk.boardRow(trainee!.email)).toBeVisible();
    await expect(desk.boardRows).toHaveCount(1);
    await expect(desk.boardState).toContainText('1 trainee ·');
    await expect(desk.showAllAccounts).not.toBeChecked();

    // The CSV is the board's rows: the trainee alone.
    let download = desk.page.waitForEvent('download');
    await desk.downloadResultsButton.click();
    let lines = (await textOf(await download)).split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([trainee!.email]);

    await desk.showAllAccounts.check();
    const flag = (email: string) => desk.boardRow(email).getByText('Not a trainee');
    for (const email of DEMO) await slowExpect(flag(email)).toBeVisible();
    await expect(flag(trainee!.email)).toBeHidden();
    await expect(desk.boardState).toContainText('5 accounts ·');
    download = desk.page.waitForEvent('download');
    await desk.downloadResultsButton.click();
    lines = (await textOf(await download)).split('\r\n');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual([...DEMO, trainee!.email].sort());

    await desk.showAllAccounts.uncheck();
    await slowExpect(desk.boardRows).toHaveCount(1);
    await close();
  });
});
