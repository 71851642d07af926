import { Screen } from './Screen.ts';

export class LoginPage extends Screen {
  get email() {
    return this.page.getByLabel('Email');
  }
  get password() {
    return this.page.getByLabel('Password', { exact: true });
  }
  get submit() {
    return this.page.getByRole('button', { name: 'Log in' });
  }
  get otpLink() {
    return this.page.getByRole('link', { name: 'Log in with OTP' }).last();
  }
  get forgotPasswordLink() {
    return this.page.getByRole('link', { name: 'Forgot password?' }).last();
  }
  /** The ways in offered inside the failure message. */
  alertLink(name: 'Log in with OTP' | 'Forgot password?') {
    return this.alert.getByRole('link', { name });
  }

  async open() {
    await this.page.goto('/login');
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
