import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { Screen } from './Screen.ts';

/** Sample files of the project's fixtures/ folder. */
export const sampleFile = (name: 'photo.jpg' | 'photo.png' | 'document.pdf' | 'clip.mp4') =>
  fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));

/** The profile screens: my profile, the document sections, bank details. */
export class ProfilePage extends Screen {
  constructor(page: Page) {
    super(page);
  }

  async open(path = '/my-profile') {
    await this.page.goto(path);
  }

  percentage(value: string) {
    return this.page.getByRole('heading', { name: `Profile ${value} complete` });
  }
  missing(name: string | RegExp) {
    return this.page.getByRole('link', { name });
  }
  get photoInput() {
    return this.page.getByLabel(/^(Add|Change) photo$/);
  }
  get photo() {
    return this.page.getByRole('img', { name: /^Photo of / });
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }
  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }
  link(name: string | RegExp) {
    return this.page.getByRole('link', { name });
  }
  get settingsNav() {
    return this.page.getByRole('navigation', { name: 'Account settings' });
  }
  settingsLink(name: string) {
    return this.settingsNav.getByRole('link', { name });
  }
  /** A list item (document card) holding `text`. */
  item(text: string | RegExp) {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }

  /** Fills a section form: text by label, dates as YYYY-MM-DD, the file last, then saves. */
  async fillAndSave(values: Record<string, string>, file?: string) {
    for (const [label, value] of Object.entries(values)) {
      const control = this.field(label);
      if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
      else await control.fill(value);
    }
    if (file) await this.page.getByLabel(/certificate file/i).setInputFiles(file);
    await this.button('Save').click();
  }
}
