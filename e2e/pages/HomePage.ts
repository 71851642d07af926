import { Screen } from './Screen.ts';

type Tile = 'Pending requests' | "Today's batches" | 'Upcoming batches' | 'Completed batches';

export class HomePage extends Screen {
  /** The greeting of the signed-in assessor; of anyone when no name is given. */
  greeting(name?: string) { return this.heading(name ? `Hello, ${name}` : /^Hello, /); }
  /** A count tile, named with its count ("Pending requests: 8"); any count when none is given. */
  tile(name: Tile, count?: number) {
    return this.page.getByRole('link', { name: count === undefined ? new RegExp(`^${name}: `) : `${name}: ${count}` });
  }
  get nextBatch() { return this.heading('Next batch'); }
  get myBatchesLink() { return this.page.getByRole('link', { name: 'My batches' }); }
  get menuButton() { return this.page.getByRole('button', { name: 'Menu' }); }
  get bell() { return this.topBar.getByRole('link', { name: /^Notifications/ }); }
  get logOutButton() { return this.page.getByRole('button', { name: 'Log out' }); }

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
