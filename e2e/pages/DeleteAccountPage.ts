import { Screen } from './Screen.ts';

/** Account deletion with an OTP (reached from the landing page). */
export class DeleteAccountPage extends Screen {
  get mobile() {
    return this.page.getByLabel('Mobile number');
  }
  get otp() {
    return this.page.getByRole('textbox', { name: 'OTP', exact: true });
  }
  get deleted() {
    return this.heading('Account deleted');
  }

  async open() {
    await this.page.goto('/delete-account');
  }

  async requestOtp(mobile: string) {
    await this.mobile.fill(mobile);
    await this.page.getByRole('button', { name: 'Send OTP' }).click();
  }

  /** Enters the OTP, asks to delete and confirms in the dialog. */
  async deleteWith(code: string) {
    await this.otp.fill(code);
    await this.page.getByRole('button', { name: 'Delete my account' }).click();
    await this.answerDialog('Delete my account');
  }
}
