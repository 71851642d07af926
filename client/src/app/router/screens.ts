import type { ComponentType } from 'react';
import { laterNamespaces, loadNamespaces } from '../../i18n/index.ts';
import type { AppStore } from '../store.ts';

/**
 * A screen's module: the screen, and what it asks for before its first render when the app starts on it (resolving
 * once every request is under way, when it sends them a task apart).
 */
export interface ScreenModule {
  default: ComponentType;
  prefetch?: (store: AppStore) => void | Promise<void>;
}

type ScreenLoader = () => Promise<ScreenModule>;

/**
 * A screen whose texts are neither in the entry nor loaded by its layout (i18n/namespaces.ts): its namespaces load
 * beside its chunk. Signed out: the legal screens. Signed in: every screen but home, with every namespace the layout
 * does not load (one chunk in English; after the first such screen, nothing more to load).
 */
function withTexts(names: readonly string[], load: ScreenLoader): ScreenLoader {
  return async () => (await Promise.all([load(), loadNamespaces(names)]))[0];
}

/** Screens that exist, by the screen key of routeTable.ts; each is its own lazy chunk. Later issues add theirs here. */
export const signedOutScreens: Record<string, ScreenLoader> = {
  landing: () => import('../screens/landing/LandingScreen.tsx'),
  login: () => import('../../features/auth/LoginScreen.tsx'),
  otp: () => import('../../features/auth/otp/OtpScreen.tsx'),
  mobileOtp: () => import('../../features/auth/otp/OtpScreen.tsx'),
  signup: () => import('../../features/auth/signup/SignupScreen.tsx'),
  completeRegistration: () => import('../../features/auth/signup/CompleteRegistrationScreen.tsx'),
  approvalPending: () => import('../../features/auth/signup/ApprovalPendingScreen.tsx'),
  completeProfile: () => import('../../features/auth/signup/CompleteProfileScreen.tsx'),
  forgotPassword: () => import('../../features/auth/password/ForgotPasswordScreen.tsx'),
  newPassword: () => import('../../features/auth/password/NewPasswordScreen.tsx'),
  resetPassword: () => import('../../features/auth/password/NewPasswordScreen.tsx'),
  deleteAccount: () => import('../screens/deleteAccount/DeleteAccountScreen.tsx'),
  termsAndConditions: withTexts(['legal'], () => import('../screens/legal/TermsScreen.tsx')),
  privacyPolicy: withTexts(['legal'], () => import('../screens/legal/PrivacyScreen.tsx')),
};

const signedInScreenCode: Record<string, ScreenLoader> = {
  termsAndConditions: () => import('../screens/legal/TermsScreen.tsx'),
  privacyPolicy: () => import('../screens/legal/PrivacyScreen.tsx'),
  activities: () => import('../../features/evidence/ActivitiesScreen.tsx'),
  activityEvidence: () => import('../../features/evidence/ActivityEvidenceScreen.tsx'),
  batchDocuments: () => import('../../features/evidence/BatchDocumentsScreen.tsx'),
  batchDocument: () => import('../../features/evidence/BatchDocumentScreen.tsx'),
  batchRequests: () => import('../../features/requests/BatchRequestsScreen.tsx'),
  myBatches: () => import('../../features/batches/MyBatchesScreen.tsx'),
  batchAssessment: () => import('../screens/batchAssessment/BatchAssessmentScreen.tsx'),
  notifications: () => import('../../features/notifications/NotificationsScreen.tsx'),
  outbox: () => import('../../outbox/OutboxScreen.tsx'),
  raiseIssue: () => import('../../features/closeout/issues/RaiseIssueScreen.tsx'),
  generateInvoice: () => import('../../features/closeout/invoice/InvoiceScreen.tsx'),
  clockIn: () => import('../../features/attendance/ClockInScreen.tsx'),
  clockOut: () => import('../../features/attendance/ClockOutScreen.tsx'),
  assessorAttendance: () => import('../../features/attendance/AttendanceListScreen.tsx'),
  attendanceDetails: () => import('../../features/attendance/AttendanceDetailsScreen.tsx'),
  applyRegularize: () => import('../../features/attendance/ApplyRegularizeScreen.tsx'),
  applyRegularizeRecapture: () => import('../../features/attendance/ApplyRegularizeRecaptureScreen.tsx'),
  regularizeRequests: () => import('../../features/attendance/RegularizeRequestsScreen.tsx'),
  myProfile: () => import('../../features/profile/MyProfileScreen.tsx'),
  personalDetails: () => import('../../features/profile/PersonalDetailsScreen.tsx'),
  degreeCertificate: () => import('../../features/profile/DegreeCertificateScreen.tsx'),
  previousExperience: () => import('../../features/profile/ExperienceScreen.tsx'),
  educationDetails: () => import('../../features/profile/EducationScreen.tsx'),
  jobRoleCertificate: () => import('../../features/profile/JobRoleCertificateScreen.tsx'),
  agreement: () => import('../../features/profile/AgreementScreen.tsx'),
  bankDetails: () => import('../../features/profile/BankDetailsScreen.tsx'),
  changePassword: () => import('../../features/account/ChangePasswordScreen.tsx'),
  support: () => import('../screens/help/SupportScreen.tsx'),
  chatWhatsApp: () => import('../screens/help/WhatsAppScreen.tsx'),
  candidateAttendance: () => import('../../features/candidates/CandidateAttendanceScreen.tsx'),
  theoryMarks: () => import('../../features/marks/CandidateListScreen.tsx'),
  theoryCandidate: () => import('../../features/marks/TheoryMarksScreen.tsx'),
  vivaMarks: () => import('../../features/marks/VivaMarksScreen.tsx'),
  practicalMarks: () => import('../../features/marks/PracticalMarksScreen.tsx'),
  vivaPracticalMarks: () => import('../../features/marks/ResultSheetScreen.tsx'),
};

/** Home, the signed-in first screen, needs no more than the layout loads; every other screen loads the rest. */
export const signedInScreens: Record<string, ScreenLoader> = {
  home: () => import('../screens/home/HomeScreen.tsx'),
  ...Object.fromEntries(
    Object.entries(signedInScreenCode).map(([key, load]) => [key, withTexts(laterNamespaces, load)]),
  ),
};
