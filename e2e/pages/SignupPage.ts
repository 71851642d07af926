import type { Page } from '@playwright/test';

export interface Registration {
  fullName: string;
  email: string;
  mobile?: string;
  password: string;
}

/** The registration form of /signup and /complete-registration. */
export class SignupPage {
  constructor(private readonly page: Page) {}

  get submit() { return this.page.getByRole('button', { name: 'Register' }); }

  async fill({ fullName, email, mobile, password }: Registration) {
    await this.page.getByLabel('Full name').fill(fullName);
    await this.page.getByLabel('E-mail').fill(email);
    if (mobile) await this.page.getByLabel('Mobile number').fill(mobile);
    await this.page.getByLabel('ToA type').selectOption('Self');
    await this.page.getByLabel('Radiant-funded ToA').selectOption('No');
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByLabel(/I accept the terms/).check();
  }

  async register(details: Registration) {
    await this.fill(details);
    await this.submit.click();
  }
}
