import { Screen } from './Screen.ts';

export class BatchRequestsPage extends Screen {
  get title() {
    return this.heading('Batch requests');
  }
  tab(name: 'Pending' | 'Accepted' | 'Rejected') {
    return this.page.getByRole('tab', { name });
  }
  get cards() {
    return this.page.getByRole('tabpanel').getByRole('article');
  }
  card(batchId: string) {
    return this.page.getByRole('article', { name: batchId });
  }
  get reason() {
    return this.dialog.getByLabel('Reason for rejecting');
  }
  /** The live region under the reason that announces its validation message. */
  get reasonMessage() {
    return this.dialog.locator('#reject-reason-error');
  }

  async open() {
    await this.page.goto('/batch-requests');
  }

  /** The batch id of the first request shown. */
  async firstBatchId(): Promise<string> {
    return (await this.cards.first().getByRole('heading').first().textContent())?.trim() ?? '';
  }

  /** Accepts a request, answering its confirmation. */
  async accept(batchId: string) {
    await this.startAccepting(batchId);
    await this.answerDialog('Accept');
  }

  async startAccepting(batchId: string) {
    await this.page.getByRole('button', { name: `Accept batch ${batchId}` }).click();
  }

  /** The card's disclosure: tapping the card shows all the batch's facts. */
  details(batchId: string) {
    return this.card(batchId).getByRole('button', { name: batchId, exact: true });
  }

  /** Opens the reject dialog of a request. */
  async startRejecting(batchId: string) {
    await this.page.getByRole('button', { name: `Reject batch ${batchId}` }).click();
  }

  async confirmRejection() {
    await this.answerDialog('Reject');
  }

  async reject(batchId: string, reason: string) {
    await this.startRejecting(batchId);
    await this.reason.fill(reason);
    await this.confirmRejection();
  }
}
