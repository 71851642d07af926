import { fileURLToPath } from 'node:url';
import { Screen } from './Screen.ts';

/** A sample file of fixtures/ (see fixtures/README.md). */
export const fixtureFile = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));

/** A file made in the test, for sizes and types the fixtures do not have. */
export interface MadeFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The activities list, an evidence tab (slots with uploader and gallery) and the batch documents. */
export class EvidencePage extends Screen {
  async openActivities(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment/activities`);
  }
  async openDocuments(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment/batch-documents`);
  }
  /** A tab at a day given in the URL (dd-mm-yyyy expected). */
  async openTabOn(batch: string, tabPath: string, day: string) {
    await this.page.goto(`/batch/${batch}/assessment/activities/${tabPath}/${day}`);
  }

  get progress() {
    return this.page.getByRole('status', { name: 'Evidence progress' });
  }
  tabLink(name: string | readonly string[]) {
    const names = (typeof name === 'string' ? [name] : name).map((one) => one.replace(/[&()]/g, '\\$&'));
    return this.page.getByRole('link', { name: new RegExp(`^(${names.join('|')})`) });
  }
  /** The top bar's Back: to the activities the tab was opened from (or, opened directly, up to them). */
  get backToActivities() {
    return this.backButton;
  }
  get day() {
    return this.page.getByLabel('Assessment day');
  }

  /** One slot (multipart field) of the tab on screen, by its heading, e.g. 'Group photos'. */
  slot(name: string) {
    return this.page.getByRole('region', { name });
  }
  chooser(slot: string, label = 'Choose files') {
    return this.slot(slot).getByLabel(label);
  }
  slotAlert(slot: string) {
    return this.slot(slot).getByRole('alert');
  }
  slotText(slot: string, text: string) {
    return this.slot(slot).getByText(text);
  }
  emptySlot(slot: string) {
    return this.slotText(slot, 'No files yet.');
  }
  video(slot: string, name: string) {
    return this.slot(slot).getByLabel(name, { exact: true });
  }

  discardButton(name: string) {
    return this.page.getByRole('button', { name: `Discard ${name}` });
  }
  retryButton(name: string) {
    return this.page.getByRole('button', { name: `Retry ${name}` });
  }
  cancelButton(name: string) {
    return this.page.getByRole('button', { name: `Cancel ${name}` });
  }
  progressBar(name: string) {
    return this.page.getByRole('progressbar', { name: `Upload progress of ${name}` });
  }
  /** A stored image or video: a button that opens it full screen. */
  stored(name: string) {
    return this.page.getByRole('button', { name: `Open ${name}` });
  }
  /** A stored document: a link that opens it in a new tab. */
  storedDocument(name: string) {
    return this.page.getByRole('link', { name: `Open ${name}` });
  }
  storedIn(slot: string, name: string) {
    return this.slot(slot).getByRole('button', { name: `Open ${name}` });
  }
  deleteButton(name: string) {
    return this.page.getByRole('button', { name: `Delete ${name}` });
  }
  viewerImage(name: string) {
    return this.dialog.getByRole('img', { name });
  }

  async pick(slot: string, file: string | MadeFile, label?: string) {
    await this.chooser(slot, label).setInputFiles(typeof file === 'string' ? fixtureFile(file) : file);
  }

  /** Picks a fixture file: it goes to the outbox and uploads at once, with no further tap. */
  async pickAndUpload(slot: string, file: string, label?: string) {
    await this.pick(slot, file, label);
  }

  /** The top bar's link to "Waiting to send", with the number of entries. */
  outboxBadge(count: number) {
    return this.page.getByRole('link', { name: `${count} ${count === 1 ? 'item' : 'items'} waiting to send` });
  }

  get viewerClose() {
    return this.dialog.getByRole('button', { name: 'Close' });
  }
  async closeViewer() {
    await this.answerDialog('Close');
  }

  async cancelDelete(name: string) {
    await this.deleteButton(name).click();
    await this.answerDialog('Cancel');
  }

  async confirmDelete(name: string) {
    await this.deleteButton(name).click();
    await this.answerDialog('OK');
  }
}
