import { Screen } from './Screen.ts';

/** `/` while signed out. */
export class LandingPage extends Screen {
  get logInLink() {
    return this.page.getByRole('link', { name: 'Log in' });
  }
  get signUpLink() {
    return this.page.getByRole('link', { name: 'Sign up' });
  }
  get deleteAccountLink() {
    return this.page.getByRole('link', { name: 'Delete account' });
  }

  async open() {
    await this.page.goto('/');
  }
}
