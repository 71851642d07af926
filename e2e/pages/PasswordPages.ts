import { Screen } from './Screen.ts';

/** /forgot-password and the new-password form (/new-password, /reset-password/:resetToken). */
export class PasswordPages extends Screen {
  get mobile() {
    return this.page.getByLabel('Mobile number');
  }
  get newPassword() {
    return this.page.getByLabel('New password');
  }
  get confirmation() {
    return this.page.getByLabel('Confirm password');
  }

  async open() {
    await this.page.goto('/forgot-password');
  }
  /** A reset link as mailed (its path). */
  async follow(resetPath: string) {
    await this.page.goto(resetPath);
  }

  async askReset(mobile: string) {
    await this.mobile.fill(mobile);
    await this.page.getByRole('button', { name: 'Send OTP' }).click();
  }

  async setNew(password: string, confirm = password) {
    await this.newPassword.fill(password);
    await this.confirmation.fill(confirm);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }
}
