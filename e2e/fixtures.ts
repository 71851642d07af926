import { test as base, expect, type Page } from '@playwright/test';
import { AppStatus } from './pages/AppStatus.ts';
import { AttendancePage } from './pages/AttendancePage.ts';
import { BatchDetailsPage } from './pages/BatchDetailsPage.ts';
import { BatchRequestsPage } from './pages/BatchRequestsPage.ts';
import { CloseoutPage } from './pages/CloseoutPage.ts';
import { DeleteAccountPage } from './pages/DeleteAccountPage.ts';
import { EvidencePage } from './pages/EvidencePage.ts';
import { HindiPage } from './pages/HindiPage.ts';
import { HomePage } from './pages/HomePage.ts';
import { InfoPages } from './pages/InfoPages.ts';
import { LandingPage } from './pages/LandingPage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { MyBatchesPage } from './pages/MyBatchesPage.ts';
import { NotificationsPage } from './pages/NotificationsPage.ts';
import { OtpPage } from './pages/OtpPage.ts';
import { PasswordPages } from './pages/PasswordPages.ts';
import { SignupPage } from './pages/SignupPage.ts';
import { AssessorApi } from './support/api.ts';
import { demo, logInOverHttp, seedSession, type Credentials, type Session } from './support/session.ts';
import { MockServer } from './support/trainer.ts';

interface Pages {
  appStatus: AppStatus;
  landing: LandingPage;
  login: LoginPage;
  otp: OtpPage;
  signup: SignupPage;
  passwords: PasswordPages;
  deleteAccount: DeleteAccountPage;
  info: InfoPages;
  home: HomePage;
  batchRequests: BatchRequestsPage;
  myBatches: MyBatchesPage;
  batchDetails: BatchDetailsPage;
  evidence: EvidencePage;
  notifications: NotificationsPage;
  closeout: CloseoutPage;
  hindi: HindiPage;
  attendance: AttendancePage;
}

interface Fixtures extends Pages {
  /** Fails the test on any Content-Security-Policy violation of its pages: every journey runs under it. */
  cspGuard: void;
  /** The trainer endpoints; the mock is reset to its seed before every test. */
  mock: MockServer;
  /** Logs an assessor in over HTTP; the browser stores the session before its next page load. */
  signInAs: (who: Credentials) => Promise<Session>;
  /** The `assessor` option, signed in before the first page load (the form login is the auth specs' business). */
  signedIn: Session;
  /** Reads of the real API as the signed-in assessor, for the counts a screen should show. */
  api: AssessorApi;
}

interface Options {
  /** Who `signedIn` is: the demo assessor unless a spec says `test.use({ assessor: seededAssessor(...) })`. */
  assessor: Credentials;
  /**
   * Whether the mock goes back to its seed before the test (yes unless a spec says so): a journey told over serial
   * tests, one screen each, keeps its day from one test to the next and resets once, in its `beforeAll`.
   */
  freshSeed: boolean;
}

/** A page object as a fixture: specs name the screens they use instead of building them. */
const page =
  <T>(PageObject: new (page: Page) => T) =>
  async ({ page }: { page: Page }, use: (value: T) => Promise<void>) => {
    await use(new PageObject(page));
  };

export const test = base.extend<Fixtures & Options>({
  // Every test starts from the seed, so no test sees data left by another.
  mock: [
    async ({ request, freshSeed }, use) => {
      const mock = new MockServer(request);
      if (freshSeed) await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
  freshSeed: [true, { option: true }],
  cspGuard: [
    async ({ context, page }, use) => {
      const violations: string[] = [];
      // The page reports what it blocked as an event; Chromium also logs each refusal on the console.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`[csp-violation] ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
        );
      });
      const watch = (watched: Page) =>
        watched.on('console', (message) => {
          if (/\[csp-violation\]|Content Security Policy/.test(message.text())) violations.push(message.text());
        });
      watch(page);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  assessor: [{ email: demo.email, password: demo.password }, { option: true }],
  // Depends on `mock`, so the login happens after the reset (which ends every session).
  signInAs: async ({ request, page, mock: _reset }, use) => {
    await use(async (who) => {
      const session = await logInOverHttp(request, who);
      await seedSession(page, session);
      return session;
    });
  },
  signedIn: async ({ signInAs, assessor }, use) => {
    await use(await signInAs(assessor));
  },
  api: async ({ request, signedIn }, use) => {
    await use(new AssessorApi(request, signedIn));
  },

  appStatus: page(AppStatus),
  landing: page(LandingPage),
  login: page(LoginPage),
  otp: page(OtpPage),
  signup: page(SignupPage),
  passwords: page(PasswordPages),
  deleteAccount: page(DeleteAccountPage),
  info: page(InfoPages),
  home: page(HomePage),
  batchRequests: page(BatchRequestsPage),
  myBatches: page(MyBatchesPage),
  batchDetails: page(BatchDetailsPage),
  evidence: page(EvidencePage),
  notifications: page(NotificationsPage),
  closeout: page(CloseoutPage),
  hindi: page(HindiPage),
  attendance: page(AttendancePage),
});

export { expect };
export { demo, seededAssessor, type Session } from './support/session.ts';
export type { TrainerBatch } from './support/trainer.ts';
