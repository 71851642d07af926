import { Screen } from './Screen.ts';

export interface Registration {
  fullName: string;
  email: string;
  mobile?: string;
  password: string;
}

/** The registration form of /signup and /complete-registration, and the approval-pending screen after it. */
export class SignupPage extends Screen {
  get fullName() {
    return this.page.getByLabel('Full name');
  }
  get mobile() {
    return this.page.getByLabel('Mobile number');
  }
  get submit() {
    return this.page.getByRole('button', { name: 'Register' });
  }
  get approvalPending() {
    return this.heading('Admin approval pending');
  }
  get backToLogIn() {
    return this.page.getByRole('link', { name: 'Back to log in' });
  }

  async open() {
    await this.page.goto('/signup');
  }

  async fill({ fullName, email, mobile, password }: Registration) {
    await this.fullName.fill(fullName);
    await this.page.getByLabel('Email').fill(email);
    if (mobile) await this.mobile.fill(mobile);
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
