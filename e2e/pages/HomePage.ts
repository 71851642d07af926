import type { Page } from '@playwright/test';

export class HomePage {
  constructor(private readonly page: Page) {}

  greeting(name: string) { return this.page.getByRole('heading', { name: `Hello, ${name}` }); }
  get menuButton() { return this.page.getByRole('button', { name: 'Menu' }); }
  get logOutButton() { return this.page.getByRole('button', { name: 'Log out' }); }

  async logOut() {
    await this.menuButton.click();
    await this.logOutButton.click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  }
}
