import { paths } from '../../paths/paths.ts';

/**
 * Every path of spec §2, with the screen it shows. Patterns come from `paths/paths.ts` (declared once there); screen
 * names are i18n keys (namespace `screens`) and keys of `screens.ts`, which loads each screen.
 */
export interface RouteEntry {
  path: string;
  screen: string;
}

const { batch, attendance, profile, accountSetting, help } = paths;

export const signedOutTable: readonly RouteEntry[] = [
  { path: paths.root.pattern, screen: 'landing' },
  { path: paths.login.pattern, screen: 'login' },
  { path: paths.signup.pattern, screen: 'signup' },
  { path: paths.otpLogin.pattern, screen: 'otp' },
  { path: paths.forgotPasswordOtp.pattern, screen: 'otp' },
  { path: paths.forgotPassword.pattern, screen: 'forgotPassword' },
  { path: paths.newPassword.pattern, screen: 'newPassword' },
  { path: paths.resetPassword.pattern, screen: 'resetPassword' },
  { path: paths.terms.pattern, screen: 'termsAndConditions' },
  { path: paths.privacy.pattern, screen: 'privacyPolicy' },
  { path: paths.mobileOtp.pattern, screen: 'mobileOtp' },
  { path: paths.deleteAccount.pattern, screen: 'deleteAccount' },
  { path: paths.completeRegistration.pattern, screen: 'completeRegistration' },
  { path: paths.approvalPending.pattern, screen: 'approvalPending' },
  { path: paths.completeProfile.pattern, screen: 'completeProfile' },
];

export const signedInTable: readonly RouteEntry[] = [
  { path: paths.root.pattern, screen: 'home' },
  { path: paths.privacy.pattern, screen: 'privacyPolicy' },
  // Not in spec §2's logged-in list; kept so links to the terms work in both route sets.
  { path: paths.terms.pattern, screen: 'termsAndConditions' },
  { path: paths.outbox.pattern, screen: 'outbox' },
  { path: paths.batchRequests.pattern, screen: 'batchRequests' },
  { path: paths.myBatches.pattern, screen: 'myBatches' },
  { path: paths.assessorAttendance.pattern, screen: 'assessorAttendance' },
  { path: paths.raiseIssue.pattern, screen: 'raiseIssue' },
  { path: batch.activity.pattern, screen: 'activityEvidence' },
  { path: batch.clockIn.pattern, screen: 'clockIn' },
  { path: batch.clockOut.pattern, screen: 'clockOut' },
  { path: attendance.details.pattern, screen: 'attendanceDetails' },
  { path: attendance.applyRegularize.pattern, screen: 'applyRegularize' },
  { path: attendance.applyRegularizeRecapture.pattern, screen: 'applyRegularizeRecapture' },
  { path: attendance.regularizeRequests.pattern, screen: 'regularizeRequests' },
  { path: batch.assessment.pattern, screen: 'batchAssessment' },
  { path: batch.activities.pattern, screen: 'activities' },
  { path: batch.candidateAttendance.pattern, screen: 'candidateAttendance' },
  { path: batch.vivaMarks.pattern, screen: 'vivaMarks' },
  { path: batch.practicalMarks.pattern, screen: 'practicalMarks' },
  { path: batch.theoryMarks.pattern, screen: 'theoryMarks' },
  { path: batch.theoryCandidate.pattern, screen: 'theoryCandidate' },
  { path: batch.vivaPracticalMarks.pattern, screen: 'vivaPracticalMarks' },
  { path: batch.raiseIssue.pattern, screen: 'raiseIssue' },
  { path: batch.documents.pattern, screen: 'batchDocuments' },
  ...Object.values(batch.document).map(({ pattern }) => ({ path: pattern, screen: 'batchDocument' })),
  { path: batch.generateInvoice.pattern, screen: 'generateInvoice' },
  { path: profile.mine.pattern, screen: 'myProfile' },
  { path: profile.ofUser.pattern, screen: 'myProfile' },
  { path: profile.personalDetails.pattern, screen: 'personalDetails' },
  { path: profile.degreeCertificate.pattern, screen: 'degreeCertificate' },
  { path: profile.previousExperience.pattern, screen: 'previousExperience' },
  { path: profile.educationDetails.pattern, screen: 'educationDetails' },
  { path: profile.jobRoleCertificate.pattern, screen: 'jobRoleCertificate' },
  { path: profile.agreement.pattern, screen: 'agreement' },
  { path: profile.bankDetails.pattern, screen: 'bankDetails' },
  { path: accountSetting.changePassword.pattern, screen: 'changePassword' },
  { path: accountSetting.terms.pattern, screen: 'termsAndConditions' },
  { path: accountSetting.privacy.pattern, screen: 'privacyPolicy' },
  { path: accountSetting.notifications.pattern, screen: 'notifications' },
  { path: help.support.pattern, screen: 'support' },
  { path: help.chatWhatsApp.pattern, screen: 'chatWhatsApp' },
];
