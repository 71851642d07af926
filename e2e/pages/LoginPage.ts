import type { Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  get email() { return this.page.getByLabel('E-mail'); }
  get password() { return this.page.getByLabel('Password', { exact: true }); }
  get submit() { return this.page.getByRole('button', { name: 'Log in' }); }
  get alert() { return this.page.getByRole('alert'); }

  async open() {
    await this.page.goto('/login');
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
