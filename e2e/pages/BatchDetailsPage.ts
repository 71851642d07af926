import { Screen } from './Screen.ts';

/** `/batch/:id`: the batch's facts and the entries to its assessment screens. */
export class BatchDetailsPage extends Screen {
  /** A batch by its record `_id`. */
  async open(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment`);
  }
  /** Exact: a list card's heading ("Open batch BT…", its link's name) contains the same words. */
  title(batchId: string) {
    return this.page.getByRole('heading', { name: `Batch ${batchId}`, exact: true });
  }
  /** The activities entry with its evidence progress ("Activities 0/11"). */
  activities(done: number, total: number) {
    return this.page.getByRole('link', { name: new RegExp(`Activities\\s*${done}/${total}$`) });
  }
  get invoice() {
    return this.page.getByRole('link', { name: 'Invoice', exact: true });
  }
  /** An assessment entry by its name (the words that follow it say what the screen holds). */
  entry(name: string) {
    return this.page
      .getByRole('navigation', { name: 'Assessment' })
      .getByRole('link', { name: new RegExp(`^${name}`) });
  }
  /** An entry whose screen comes with a later issue says so in its name. */
  notYet(entry: string) {
    return this.page.getByRole('link', { name: `${entry} Not available yet` });
  }
  get notFound() {
    return this.heading('Batch not found');
  }
  get backToMyBatches() {
    return this.page.getByRole('link', { name: 'Back to My batches' });
  }
}
