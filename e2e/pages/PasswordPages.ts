import type { Page } from '@playwright/test';

/** /forgot-password and the new-password form (/new-password, /reset-password/:resetToken). */
export class PasswordPages {
  constructor(private readonly page: Page) {}

  async askReset(mobile: string) {
    await this.page.goto('/forgot-password');
    await this.page.getByLabel('Mobile number').fill(mobile);
    await this.page.getByRole('button', { name: 'Send OTP' }).click();
  }

  async setNew(password: string, confirm = password) {
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByLabel('Confirm password').fill(confirm);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }
}
