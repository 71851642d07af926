import { readFileSync } from 'node:fs';
import { fixtureFile } from './EvidencePage.ts';
import { Screen } from './Screen.ts';

/** A selfie "just taken": the fixture photo with the current time as its file date (a gallery photo is refused). */
export const selfie = () => ({
  name: 'selfie.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(fixtureFile('photo.jpg')),
});

/** Clock-in / clock-out, today's state on the batch index, the records, one record, regularisation. */
export class AttendancePage extends Screen {
  async openBatch(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment`);
  }
  async openClockIn(batch: string) {
    await this.page.goto(`/batch/${batch}/clock-in`);
  }
  async openRecords() {
    await this.page.goto('/batch/assessment/attendence');
  }
  async openRequests() {
    await this.page.goto('/batchassessment-details/attendence/regularize-request');
  }

  /** Today's attendance line on the batch index. */
  get today() {
    return this.page.getByTestId('today-attendance');
  }
  /** The link to the next action (on the batch index) or the capture button (on the clock screens). */
  clockInLink() {
    return this.page.getByRole('link', { name: 'Clock in', exact: true });
  }
  clockOutLink() {
    return this.page.getByRole('link', { name: 'Clock out', exact: true });
  }
  clockInButton() {
    return this.page.getByRole('button', { name: 'Clock in', exact: true });
  }
  clockOutButton() {
    return this.page.getByRole('button', { name: 'Clock out', exact: true });
  }

  async takeSelfie() {
    await this.page.getByLabel(/^Take (a|the) selfie/).setInputFiles(selfie());
    await this.page.getByRole('img', { name: 'Your selfie' }).waitFor();
  }
  get distance() {
    return this.page.getByTestId('distance');
  }
  /** Said before sending when the position is outside the geofence. */
  get geofenceWarning() {
    return this.alert.filter({ hasText: /from the exam centre: the clock-in will be refused/ });
  }
  get updatePosition() {
    return this.page.getByRole('button', { name: 'Update position' });
  }
  /** The stopped clock-in's Retry and Discard (its outbox item is named "Clock-in at hh:mm AM"). */
  get retryClockIn() {
    return this.page.getByRole('button', { name: /^Retry Clock-in at / });
  }
  get discardClockIn() {
    return this.page.getByRole('button', { name: /^Discard Clock-in at / });
  }
  /** The button-styled label that opens the camera (its input is hidden). */
  get selfieButton() {
    return this.page.locator('label').filter({ hasText: /^Take (a|the) selfie/ });
  }
  get clockedIn() {
    return this.message(/^You clocked in today at \d{2}:\d{2} [AP]M\.$/);
  }
  get clockedOut() {
    return this.message(/^You clocked out today at \d{2}:\d{2} [AP]M\. Duration: \d{2}:\d{2}:\d{2}\.$/);
  }
  /** Said on the clock screens while the capture waits in the outbox. */
  get clockedInWaiting() {
    return this.message(/^You clocked in at \d{2}:\d{2} [AP]M on this phone · waiting to send\.$/);
  }
  get clockedOutWaiting() {
    return this.message(
      /^You clocked out at \d{2}:\d{2} [AP]M on this phone · waiting to send\. Duration: \d{2}:\d{2}:\d{2}\.$/,
    );
  }
  /** The notice of times the server recorded far from when the phone took them, and its way to correct them. */
  get lateNotice() {
    return this.page.getByTestId('late-notice');
  }
  get correctTimes() {
    return this.page.getByRole('link', { name: 'Ask to correct the times' });
  }
  /** My attendance, from today's attendance on the batch index. */
  get myAttendanceLink() {
    return this.page.getByRole('link', { name: 'My attendance', exact: true });
  }
  /** A record of My attendance known only from the phone's queue (no details to open, so not a link). */
  queuedRecord(batchId: string) {
    return this.page.getByRole('listitem').filter({ hasText: new RegExp(`^${batchId} · .*Waiting to send`) });
  }
  get sinceClockIn() {
    return this.page.getByTestId('clock-in-so-far');
  }
  /** After a clock-in or clock-out: the way on to the batch. */
  get continueToBatch() {
    return this.page.getByRole('link', { name: 'Continue to the batch' });
  }

  /** A record of the list by its batch id (the card's link names batch and date). */
  record(batchId: string) {
    return this.page.getByRole('link', { name: new RegExp(`^${batchId} · `) });
  }
  /** The open record of a batch (clock-in without clock-out). */
  openRecord(batchId: string) {
    return this.record(batchId).filter({ hasText: 'Out Missing' });
  }
  /** A record's heading (batch and day) inside its card. */
  recordHeading(batchId: string) {
    return this.record(batchId)
      .first()
      .getByText(new RegExp(`^${batchId} · `));
  }
  get applyRegularize() {
    return this.page.getByRole('link', { name: 'Apply for regularisation' });
  }
  get applyWithSelfie() {
    return this.page.getByRole('link', { name: 'Apply with a new selfie' });
  }
  get clockInTime() {
    return this.page.getByLabel('Clock-in time');
  }
  get clockOutTime() {
    return this.page.getByLabel('Clock-out time');
  }
  get remark() {
    return this.page.getByLabel('Reason');
  }
  get photo() {
    return this.page.getByLabel('Photo');
  }
  get send() {
    return this.page.getByRole('button', { name: 'Send request' });
  }
  /** A request in the requests list, by the record's batch id. */
  request(batchId: string) {
    return this.page.getByRole('listitem').filter({ hasText: batchId });
  }
}
