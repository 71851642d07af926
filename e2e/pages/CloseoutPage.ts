import { Screen } from './Screen.ts';

/** Closing a batch: raise an issue, the completeness check (batch index and invoice screen), and the invoice. */
export class CloseoutPage extends Screen {
  /** `/batchassessment-details/raise`: pick the batch first. */
  async openRaisePicker() {
    await this.page.goto('/batchassessment-details/raise');
  }
  pickBatch(batchId: string) {
    return this.page.getByRole('link', { name: new RegExp(`^Batch ${batchId},`) });
  }
  async openInvoice(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment/generate-invoice`);
  }
  async openBatch(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment`);
  }

  // Raise an issue.
  get category() {
    return this.page.getByLabel('Category');
  }
  get description() {
    return this.page.getByLabel('Description');
  }
  get files() {
    return this.page.getByLabel('Add photos or a video');
  }
  removeFile(name: string) {
    return this.page.getByRole('button', { name: `Remove ${name}` });
  }
  get submit() {
    return this.page.getByRole('button', { name: 'Raise issue' });
  }
  get issues() {
    return this.page.getByRole('list', { name: 'Raised issues' });
  }
  /** A raised issue by its category, e.g. 'Power failure'. */
  issue(category: string) {
    return this.issues.getByRole('listitem', { name: category });
  }

  // The completeness check.
  get check() {
    return this.page.getByRole('region', { name: 'Completeness check' });
  }
  get checkSummary() {
    return this.check.getByRole('status');
  }
  /** A line of the check by (a part of) its text; each line is a link to the screen that fixes it. */
  checkLine(text: string | RegExp) {
    return this.check.getByRole('link', { name: text });
  }
  part(name: string) {
    return this.check.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  // The invoice.
  get generate() {
    return this.page.getByRole('button', { name: 'Generate invoice' });
  }
  get download() {
    return this.page.getByRole('button', { name: 'Download PDF' });
  }
  /** A fact of the generated invoice by its label, e.g. 'Total'. */
  fact(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }
}
