import { expect, type Page } from '@playwright/test';
import { trainerPasscode } from '../support/environment.ts';

export type ScenarioChoice =
  | '410 logged in elsewhere'
  | '401 session expired'
  | '500 server error'
  | 'Network drop'
  | 'Slow network'
  | 'HTTP 200 success:false'
  | '423 locked'
  | '422 mobile not verified (login)'
  | '426 profile not created (login)';

/** The trainer console the mock serves at /trainer (its own page, not the assessor client). */
export class TrainerConsole {
  /** The console confirms resets, ending sessions and restores with the browser's dialog: the trainer says yes. */
  constructor(readonly page: Page) {
    page.on('dialog', (dialog) => void dialog.accept());
  }

  get passcode() {
    return this.page.getByLabel('Trainer passcode');
  }
  get openButton() {
    return this.page.getByRole('button', { name: 'Open the console' });
  }
  get status() {
    return this.page.getByRole('status');
  }
  get feed() {
    return this.page.getByRole('region', { name: 'Live activity' }).getByRole('listitem');
  }
  get gateError() {
    return this.page.getByRole('alert');
  }

  /** The card of one assessor, by e-mail. */
  trainee(email: string) {
    return this.page.getByRole('region', { name: 'Class' }).getByRole('listitem').filter({ hasText: email }).first();
  }

  async open(passcode = trainerPasscode) {
    await this.page.goto('/trainer');
    await this.passcode.fill(passcode);
    await this.openButton.click();
  }

  /** Creates trainees from the console; answers the password it shows once. */
  /** The one-time password's cell of the first account in the table shown after "Create trainees". */
  get firstPasswordCell() {
    return this.page.getByRole('region', { name: 'Class' }).getByRole('row').nth(1).getByRole('cell').nth(2);
  }

  async createTrainees(count: number, prefix: string): Promise<string> {
    await this.page.getByLabel('Trainees').fill(String(count));
    await this.page.getByLabel('Name prefix').fill(prefix);
    await this.page.getByRole('button', { name: 'Create trainees' }).click();
    await this.page.getByText('The password is shown only now', { exact: false }).waitFor();
    return (await this.firstPasswordCell.textContent()) ?? '';
  }

  /** Opens a card's actions (once). */
  async openActions(email: string) {
    const card = this.trainee(email);
    if (!(await card.getByRole('button', { name: 'Arm' }).isVisible()))
      await card.getByText('Actions', { exact: true }).click();
    return card;
  }

  /** Taps one of a card's actions (built from the trainer calls); a confirmation is accepted. */
  async tap(email: string, action: string) {
    const card = await this.openActions(email);
    await card.getByRole('button', { name: action, exact: true }).click();
  }

  /** An action with a form (e.g. Send a notification): opens it, fills its fields by label, sends it. */
  async fillAction(email: string, action: string, fields: Record<string, string>) {
    const card = await this.openActions(email);
    await card.getByRole('button', { name: action, exact: true }).click();
    for (const [label, value] of Object.entries(fields)) await card.getByLabel(label, { exact: true }).fill(value);
    await card.getByRole('button', { name: `${action} now` }).click();
  }

  get downloadButton() {
    return this.page.getByRole('button', { name: 'Download state' });
  }

  /** Restores a state file through the file field (the replacement is confirmed). */
  async restore(file: string) {
    await this.page.getByLabel('Restore state').setInputFiles(file);
  }

  /** Arms a scenario for the trainee from their card's actions. */
  async arm(
    email: string,
    scenario: ScenarioChoice,
    options: { times?: number; path?: string; latencyMs?: number } = {},
  ) {
    const card = await this.openActions(email);
    await card.getByLabel('Scenario').selectOption({ label: scenario });
    if (options.times) await card.getByLabel('Calls').fill(String(options.times));
    if (options.path) await card.getByLabel('Only paths containing').fill(options.path);
    if (options.latencyMs) await card.getByLabel('Latency (ms, slow)').fill(String(options.latencyMs));
    await card.getByRole('button', { name: 'Arm' }).click();
  }

  /** One item of a card's "Waiting for review" part (a regularisation, a document, a raised issue), by what it shows. */
  review(email: string, text: string | RegExp) {
    return this.trainee(email).getByRole('listitem').filter({ hasText: text });
  }

  /** What a card's "Waiting for review" part says when nothing waits. */
  nothingWaiting(email: string) {
    return this.trainee(email).getByText('Nothing waiting for review.');
  }

  /** Taps one of an item's buttons (Approve, Reject, Accept, Send answer, Close issue). */
  async decide(email: string, item: string | RegExp, button: string) {
    await this.review(email, item).getByRole('button', { name: button, exact: true }).click();
  }

  /** Answers a raised issue from its item: types the answer, taps Send answer. */
  async answer(email: string, item: string | RegExp, text: string) {
    const review = this.review(email, item);
    await review.getByLabel(/answer$/i).fill(text);
    await review.getByRole('button', { name: 'Send answer', exact: true }).click();
  }

  // The progress board.

  get board() {
    return this.page.getByRole('region', { name: 'Progress board' });
  }
  get stuckAfter() {
    return this.page.getByLabel('Stuck after (minutes)');
  }
  get downloadResultsButton() {
    return this.page.getByRole('button', { name: 'Download results' });
  }
  /** Off: the board and its CSV show the trainees only; on: every active account (demo, unverified) too. */
  get showAllAccounts() {
    return this.board.getByRole('checkbox', { name: /^Show all accounts/ });
  }
  get boardState() {
    return this.board.locator('#board-state');
  }
  /** The board's trainee rows (a row on a laptop, a card on a phone), in the order shown. */
  get boardRows() {
    return this.board.getByRole('rowgroup').last().getByRole('row');
  }
  boardRow(email: string) {
    return this.boardRows.filter({ hasText: email });
  }

  /** One step's cell of a trainee's row, by the column's heading (e.g. "Logged in"). */
  async step(email: string, heading: string) {
    // The columns are read once the board has drawn them (a console just opened is still loading it).
    await expect(this.board.getByRole('columnheader', { name: heading, exact: true })).toBeVisible({ timeout: 20_000 });
    const headings = (await this.board.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const column = headings.indexOf(heading);
    expect(column, `the board has a "${heading}" column`).toBeGreaterThan(0);
    // The first column is the row's header (the trainee), not a cell.
    return this.boardRow(email)
      .getByRole('cell')
      .nth(column - 1);
  }

  /** Taps a trainee's name on the board: the feed shows only their calls and their card opens with its actions. */
  async openFromBoard(name: string) {
    await this.board.getByRole('button', { name: `Open ${name}: feed and actions` }).click();
  }

  // The lesson panel: load a shipped or pasted lesson, start, pause, stop, follow it.

  get lessonPanel() {
    return this.page.getByRole('region', { name: 'Lesson' });
  }
  get shippedLesson() {
    return this.lessonPanel.getByLabel('Shipped lesson');
  }
  get loadLessonButton() {
    return this.lessonPanel.getByRole('button', { name: 'Load lesson', exact: true });
  }
  get lessonJson() {
    return this.lessonPanel.getByLabel('Lesson JSON');
  }
  /** The mock's refusal of a lesson (or the console's, for text that is not JSON). */
  get lessonError() {
    return this.lessonPanel.getByRole('alert');
  }
  /** "<name>: running · 1 of 2 steps ran". */
  get lessonState() {
    return this.lessonPanel.getByText(
      /^(No lesson loaded\.|.+: (loaded|running|paused|finished|stopped).* steps ran)$/,
    );
  }
  /** The steps that ran, oldest first: "Step 1 (+0s) notify ran at 10:00:00 → 201". */
  get lessonRan() {
    return this.lessonPanel.getByRole('list', { name: 'Steps that ran' }).getByRole('listitem');
  }
  /** What the panel says of the next step (after "Next"). */
  get lessonNext() {
    return this.lessonPanel.getByRole('definition').last();
  }
  /** Start, Pause or Stop. */
  lessonButton(name: 'Start' | 'Pause' | 'Stop') {
    return this.lessonPanel.getByRole('button', { name, exact: true });
  }

  /** Uploads a lesson file (its text fills the Lesson JSON box and is loaded). */
  async uploadLesson(name: string, json: string) {
    await this.lessonPanel
      .getByLabel('Upload a lesson file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(json) });
  }

  /** Pastes a lesson (opening "Paste or upload a lesson" once) and loads it. */
  async loadPastedLesson(json: string) {
    if (!(await this.lessonJson.isVisible()))
      await this.lessonPanel.getByText('Paste or upload a lesson', { exact: true }).click();
    await this.lessonJson.fill(json);
    await this.lessonPanel.getByRole('button', { name: 'Load pasted lesson' }).click();
  }
}
