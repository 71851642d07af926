import { Screen } from './Screen.ts';

type Tile = 'Pending requests' | "Today's batches" | 'Upcoming batches' | 'Completed batches';

export class HomePage extends Screen {
  /** The greeting of the signed-in assessor; of anyone when no name is given. */
  greeting(name?: string) {
    return this.heading(name ? `Hello, ${name}` : /^Hello, /);
  }
  /** A count tile, named by what it shows, count first ("8 Pending requests"); any count when none is given. */
  tile(name: Tile, count?: number) {
    return this.page.getByRole('link', {
      name: count === undefined ? new RegExp(`^\\S+ ${name}$`) : `${count} ${name}`,
      exact: true,
    });
  }
  get nextBatch() {
    return this.heading('Next batch');
  }
  get myBatchesLink() {
    return this.page.getByRole('link', { name: 'My batches' });
  }
  /** The menu opens from the bottom bar's More; notifications sit in the bottom bar. */
  get menuButton() {
    return this.moreButton;
  }
  get bell() {
    return this.bottomNav.getByRole('link', { name: /^Notifications/ });
  }
  get today() {
    return this.heading('Today');
  }
  /** A home card's batch (Today or Next batch); the whole card is its target. */
  batchCard(batchId: string) {
    return this.page.getByRole('link', { name: `Open batch ${batchId}` });
  }
  /** The first batch card home shows (today's batch, else the next one). */
  get firstBatchCard() {
    return this.page.getByRole('link', { name: /^Open batch / }).first();
  }
  /** The next step of today's batch, e.g. "Next: upload evidence (0/11)". */
  get nextStep() {
    return this.page.getByRole('link', { name: /^Next: / });
  }
  get logOutButton() {
    return this.page.getByRole('button', { name: 'Log out' });
  }

  /** Opens home and waits until it greets the assessor. */
  async open() {
    await this.page.goto('/');
    await this.greeting().waitFor();
  }

  async logOut() {
    await this.menuButton.click();
    await this.logOutButton.click();
    await this.answerDialog('OK');
  }
}
