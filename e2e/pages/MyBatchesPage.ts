import { Screen } from './Screen.ts';

export class MyBatchesPage extends Screen {
  get title() {
    return this.heading('My batches');
  }
  get batchType() {
    return this.page.getByLabel('Batch type');
  }
  get searchBox() {
    return this.page.getByLabel('Search by batch ID or centre');
  }
  get batchLinks() {
    return this.page.getByRole('link', { name: /^Open batch / });
  }
  batchLink(batchId: string) {
    return this.page.getByRole('link', { name: `Open batch ${batchId}` });
  }
  /** The batch cards listed. */
  get cards() {
    return this.page.getByRole('listitem').filter({ has: this.batchLinks });
  }
  pager(page: number, of: number) {
    return this.message(`Page ${page} of ${of}`);
  }
  get empty() {
    return this.message('No batches match.');
  }

  async open(query = '') {
    await this.page.goto(`/my-batches${query}`);
  }

  async search(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** The exam centre of the first card (its second fact). */
  async firstCentre(): Promise<string> {
    return (await this.cards.first().getByRole('definition').nth(1).textContent()) ?? '';
  }
}
