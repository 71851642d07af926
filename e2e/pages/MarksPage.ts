import type { Page } from '@playwright/test';
import { Screen } from './Screen.ts';

/** Candidate attendance, the marking screens (theory, viva, practical) and the result sheet. */
export class MarksPage extends Screen {
  constructor(page: Page) {
    super(page);
  }

  async openAttendance(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment/candidate-attendence`);
  }
  async openCandidates(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment/theory-marks`);
  }
  async openSheet(batch: string) {
    await this.page.goto(`/batch/${batch}/assessment/viva-practical-marks`);
  }
  async openMarking(batch: string, section: 'theory' | 'viva' | 'practical', candidate: string) {
    await this.page.goto(`/batch/${batch}/assessment/${section}/${candidate}`);
  }

  // Attendance
  get counts() {
    return this.page.getByText(/^Present \d+ · Absent \d+ · Missing \d+$/);
  }
  get search() {
    return this.page.getByLabel('Search by name or candidate ID');
  }
  get allPresent() {
    return this.page.getByRole('button', { name: 'Mark all present' });
  }
  get candidateRows() {
    return this.page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  }
  presence(name: string, choice: 'Present' | 'Absent') {
    return this.page.getByRole('radiogroup', { name: `Attendance of ${name}` }).getByText(choice, { exact: true });
  }
  get saveAttendance() {
    return this.page.getByRole('button', { name: /^Save attendance/ });
  }

  // Marking
  mark(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }
  get saveMarks() {
    return this.page.getByRole('button', { name: 'Save marks' });
  }
  get next() {
    return this.page.getByRole('navigation', { name: 'Other candidates' }).getByRole('link', { name: 'Next ›' });
  }
  get previous() {
    return this.page.getByRole('navigation', { name: 'Other candidates' }).getByRole('link', { name: '‹ Previous' });
  }
  language(name: 'English' | 'हिन्दी') {
    return this.page.getByRole('radiogroup', { name: 'Language of the questions' }).getByText(name);
  }
  get takePhotoInput() {
    return this.page.getByLabel('Take photo');
  }
  get storedFiles() {
    return this.page.getByRole('list', { name: 'Stored photos and videos' }).getByRole('img');
  }
  saveState(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  // Lists
  sectionLink(section: 'Theory' | 'Viva' | 'Practical', name: string, done = false) {
    return this.page.getByRole('link', { name: `${section} marks of ${name}${done ? ', done' : ''}`, exact: true });
  }
  /** A section whose marks the server holds as 0 everywhere, not saved nor confirmed on this phone. */
  allZeroLink(section: 'Theory' | 'Viva' | 'Practical', name: string) {
    return this.page.getByRole('link', { name: `${section} marks of ${name}, all 0: confirm or change`, exact: true });
  }
  /** A candidate's entry of the marks list, by name. */
  listEntry(name: string) {
    return this.page.getByRole('list', { name: 'Mark candidates' }).getByRole('listitem').filter({ hasText: name });
  }
  get confirmZeros() {
    return this.page.getByRole('button', { name: 'Confirm all 0' });
  }
  /** Data rows of the result sheet (the first row is the header). */
  sheetRow(nth: number) {
    return this.page
      .getByRole('table')
      .getByRole('row')
      .nth(nth + 1);
  }
  async sortBy(column: string) {
    await this.page.getByLabel('Sort by').selectOption({ label: column });
  }
  columnHeader(name: string) {
    return this.page.getByRole('columnheader', { name: new RegExp(`^${name}( [▲▼])?$`) });
  }
  sheetRowOf(name: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}
