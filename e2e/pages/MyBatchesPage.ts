import type { Page } from '@playwright/test';

export class MyBatchesPage {
  constructor(private readonly page: Page) {}

  get heading() { return this.page.getByRole('heading', { name: 'My batches' }); }
  get batchType() { return this.page.getByLabel('Batch type'); }
  get searchBox() { return this.page.getByLabel('Search by batch ID or centre'); }
  get batchLinks() { return this.page.getByRole('link', { name: /^Open batch / }); }
  batchLink(batchId: string) { return this.page.getByRole('link', { name: `Open batch ${batchId}` }); }
  get empty() { return this.page.getByText('No batches match.'); }

  async open(query = '') { await this.page.goto(`/my-batches${query}`); }

  async search(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }
}
