import { expect, type Page } from '@playwright/test';

/** What every screen has: its headings, the alert and status lines, confirm dialogs and transient messages. */
export class Screen {
  constructor(protected readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name });
  }
  get alert() {
    return this.page.getByRole('alert');
  }
  get status() {
    return this.page.getByRole('status');
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  /** A toast or inline message, by its whole text (`exact: false`: by a part of it). */
  message(text: string | RegExp, { exact = true } = {}) {
    return this.page.getByText(text, { exact });
  }
  /** The signed-in top bar (the page's banner). */
  get topBar() {
    return this.page.getByRole('banner');
  }
  /** The stack of toasts (a region named "Messages"). */
  get toasts() {
    return this.page.getByRole('region', { name: 'Messages' });
  }
  get toastClose() {
    return this.toasts.getByRole('button', { name: 'Close' }).first();
  }
  /** The first heading of the screen: waiting for it means the screen has rendered. */
  get screenTitle() {
    return this.page.getByRole('heading', { level: 1 }).first();
  }
  /** The app has taken over a pre-rendered screen (landing, login): a tap is now an in-app navigation, not a page load. */
  async appLive() {
    await expect(this.page.locator('#prerender')).toHaveCount(0);
  }

  async answerDialog(button: string) {
    await this.dialog.getByRole('button', { name: button }).click();
  }

  /** The bottom bar of the logged-in screens. */
  get bottomNav() {
    return this.page.getByRole('navigation', { name: 'Sections' });
  }
  /** A bottom-bar destination by its name (its visible text, then what the count is: "Requests 3 pending"). */
  navItem(name: string | RegExp) {
    return this.bottomNav.getByRole('link', { name, exact: true });
  }
  /** Every item of the bottom bar (links and More). */
  get bottomNavItems() {
    return this.bottomNav.locator('a, button');
  }
  get moreButton() {
    return this.bottomNav.getByRole('button', { name: 'More' });
  }
  /** The banner of a new alert notification. */
  alertBanner(title: string) {
    return this.page.getByRole('button', { name: new RegExp(`^Alert: ${title}`) });
  }
  get backButton() {
    return this.page.getByRole('banner').getByRole('button', { name: 'Back' });
  }
  /** The screen's name in the top bar (text, no role of its own). */
  get topBarTitle() {
    return this.topBar.locator('.navbar-brand');
  }
  /** Every control that goes back ("Back", "Back to …"), in the bar or on the screen. */
  get backControls() {
    return this.page.getByRole('link', { name: /^back\b/i }).or(this.page.getByRole('button', { name: /^back\b/i }));
  }
  /** The bottom bar's More menu, opened. */
  get mainMenu() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }
  async scrollY() {
    return this.page.evaluate(() => window.scrollY);
  }
}
