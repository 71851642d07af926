import type { Page } from '@playwright/test';

export class BatchRequestsPage {
  constructor(private readonly page: Page) {}

  get heading() { return this.page.getByRole('heading', { name: 'Batch requests' }); }
  tab(name: 'Pending' | 'Accepted' | 'Rejected') { return this.page.getByRole('tab', { name }); }
  get cards() { return this.page.getByRole('tabpanel').getByRole('article'); }
  card(batchId: string) { return this.page.getByRole('article', { name: batchId }); }
  get rejectDialog() { return this.page.getByRole('dialog'); }
  get reason() { return this.rejectDialog.getByLabel('Reason for rejecting'); }

  async open() { await this.page.goto('/batch-requests'); }

  /** The batch id of the first request shown. */
  async firstBatchId(): Promise<string> {
    return (await this.cards.first().getByRole('heading').textContent())?.trim() ?? '';
  }

  async accept(batchId: string) {
    await this.page.getByRole('button', { name: `Accept batch ${batchId}` }).click();
  }

  async reject(batchId: string, reason: string) {
    await this.page.getByRole('button', { name: `Reject batch ${batchId}` }).click();
    await this.reason.fill(reason);
    await this.rejectDialog.getByRole('button', { name: 'Reject' }).click();
  }
}
