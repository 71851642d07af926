import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** A sample file of fixtures/ (see fixtures/README.md). */
export const fixtureFile = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));

/** The activities list, an evidence tab (slots with uploader and gallery) and the batch documents. */
export class EvidencePage {
  constructor(private readonly page: Page) {}

  async openActivities(batchId: string) { await this.page.goto(`/batch/${batchId}/assessment/activities`); }
  async openDocuments(batchId: string) { await this.page.goto(`/batch/${batchId}/assessment/batch-documents`); }

  get progress() { return this.page.getByRole('status', { name: 'Evidence progress' }); }
  tabLink(name: string) { return this.page.getByRole('link', { name: new RegExp(`^${name.replace(/[&()]/g, '\\$&')}`) }); }
  get backToActivities() { return this.page.getByRole('link', { name: 'Back to activities' }); }

  /** One slot (multipart field) of the tab on screen, by its heading, e.g. 'Group photos'. */
  slot(name: string) { return this.page.getByRole('region', { name }); }
  chooser(slot: string, label = 'Choose files') { return this.slot(slot).getByLabel(label); }

  uploadButton(name: string) { return this.page.getByRole('button', { name: `Upload ${name}` }); }
  retryButton(name: string) { return this.page.getByRole('button', { name: `Retry ${name}` }); }
  cancelButton(name: string) { return this.page.getByRole('button', { name: `Cancel ${name}` }); }
  progressBar(name: string) { return this.page.getByRole('progressbar', { name: `Upload progress of ${name}` }); }
  stored(name: string) { return this.page.getByRole('button', { name: `Open ${name}` }); }
  deleteButton(name: string) { return this.page.getByRole('button', { name: `Delete ${name}` }); }
  toast(text: string) { return this.page.getByText(text, { exact: true }); }

  async pickAndUpload(slot: string, file: string, label?: string) {
    await this.chooser(slot, label).setInputFiles(fixtureFile(file));
    const sent = file.endsWith('.png') ? file.replace(/\.png$/, '.jpg') : file;
    await this.uploadButton(sent).click();
  }

  async confirmDelete(name: string) {
    await this.deleteButton(name).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  }
}
