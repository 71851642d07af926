import { Screen } from './Screen.ts';

/** Screens that only show text: terms, privacy, not found, and the placeholders of later issues. */
export class InfoPages extends Screen {
  title(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
  get notFound() {
    return this.heading('Page not found');
  }
  get goHomeLink() {
    return this.page.getByRole('link', { name: 'Go to the home page' });
  }

  async openTerms() {
    await this.page.goto('/terms-and-conditions');
  }
  /** The signed-out address of the privacy policy. */
  async openPublicPrivacy() {
    await this.page.goto('/privacy-policy');
  }
  async openPrivacy() {
    await this.page.goto('/account-setting/privacy-policy');
  }
  async openSupport() {
    await this.page.goto('/help/support');
  }
  /** Any path, known to the app or not. */
  async open(path: string) {
    await this.page.goto(path);
  }
}
