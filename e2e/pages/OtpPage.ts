import { Screen } from './Screen.ts';

/** The shared OTP screen (/get-otp, /mobile-otp, /forgot-password/otp). */
export class OtpPage extends Screen {
  get mobile() {
    return this.page.getByLabel('Mobile number');
  }
  get otp() {
    return this.page.getByRole('textbox', { name: 'OTP', exact: true });
  }
  get sendButton() {
    return this.page.getByRole('button', { name: 'Send OTP' });
  }
  get verifyButton() {
    return this.page.getByRole('button', { name: 'Verify OTP' });
  }
  get resendButton() {
    return this.page.getByRole('button', { name: /^Resend OTP/ });
  }
  sentNotice(mobile: string) {
    return this.message(`OTP sent to ${mobile}`, { exact: false });
  }

  /** The OTP login of a mobile that may not be registered yet. */
  async openLogin() {
    await this.page.goto('/get-otp');
  }

  async requestFor(mobile: string) {
    await this.mobile.fill(mobile);
    await this.sendButton.click();
    await this.otp.waitFor();
  }

  async enter(code: string) {
    await this.otp.fill(code);
    await this.verifyButton.click();
  }
}
