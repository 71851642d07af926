import { Screen } from './Screen.ts';

type Language = 'English' | 'हिन्दी';

/**
 * The language switch (landing and login) and the screens of the login journey as a Hindi reader sees them: every
 * name here is the Hindi catalogue's text.
 */
export class HindiPage extends Screen {
  /** The switch is named in the language shown now. */
  get languageSwitch() {
    return this.page.getByRole('group', { name: /^(Language|भाषा)$/ });
  }
  language(name: Language) {
    return this.languageSwitch.getByRole('button', { name, exact: true });
  }
  /** The document's language, as assistive technology reads it. */
  get documentRoot() {
    return this.page.locator('html');
  }

  // Landing
  get welcome() {
    return this.heading('स्वागत है');
  }
  get logInLink() {
    return this.page.getByRole('link', { name: 'लॉग इन करें' });
  }

  // Login
  get loginTitle() {
    return this.heading('लॉग इन करें');
  }
  get email() {
    return this.page.getByLabel('ईमेल');
  }
  get password() {
    return this.page.getByLabel('पासवर्ड', { exact: true });
  }
  get submit() {
    return this.page.getByRole('button', { name: 'लॉग इन करें' });
  }

  // Home
  get greeting() {
    return this.heading(/^नमस्ते, /);
  }
  /** A count tile in Hindi, named as it shows, e.g. "8 लंबित अनुरोध". */
  tile(name: 'लंबित अनुरोध' | 'आज के बैच' | 'आने वाले बैच' | 'पूरे हो चुके बैच') {
    return this.page.getByRole('link', { name: new RegExp(`^\\d+ ${name}$`) });
  }
  get sections() {
    return this.page.getByRole('navigation', { name: 'सेक्शन' });
  }
  sectionLink(name: 'होम' | 'बैच' | 'सूचनाएँ') {
    return this.sections.getByRole('link', { name, exact: true });
  }

  async openLanding() {
    await this.page.goto('/');
  }
  async openLogin() {
    await this.page.goto('/login');
  }

  async choose(language: Language) {
    await this.language(language).click();
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
