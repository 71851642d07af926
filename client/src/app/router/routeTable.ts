/**
 * Every path of spec §2, with the screen it shows. Screen names are i18n keys (namespace `screens`); a screen that has
 * no implementation in `screens.ts` yet renders NotAvailable with that name.
 */
export interface RouteEntry {
  path: string;
  screen: string;
}

export const signedOutTable: readonly RouteEntry[] = [
  { path: '/', screen: 'landing' },
  { path: '/login', screen: 'login' },
  { path: '/signup', screen: 'signup' },
  { path: '/get-otp', screen: 'otp' },
  { path: '/forgot-password/otp', screen: 'otp' },
  { path: '/forgot-password', screen: 'forgotPassword' },
  { path: '/new-password', screen: 'newPassword' },
  { path: '/reset-password/:resetToken', screen: 'resetPassword' },
  { path: '/terms-and-conditions', screen: 'termsAndConditions' },
  { path: '/privacy-policy', screen: 'privacyPolicy' },
  { path: '/mobile-otp', screen: 'mobileOtp' },
  { path: '/delete-account', screen: 'deleteAccount' },
  // Not in spec §2's list: where its navigation rules lead (registration completion, ApprovalPending, CompleteProfile).
  { path: '/complete-registration', screen: 'completeRegistration' },
  { path: '/approval-pending', screen: 'approvalPending' },
  { path: '/complete-profile', screen: 'completeProfile' },
];

const assessment = '/batch/:batchID/assessment';
const batchDocuments = ['tp-declaration', 'annexure', 'other-documents', 'attendance-sheet'] as const;
const degreeSubScreens = [
  ['previous-experience', 'previousExperience'],
  ['education-details', 'educationDetails'],
  ['job-role-certificate', 'jobRoleCertificate'],
  ['agreement', 'agreement'],
] as const;
const accountSettings = [
  ['change-password', 'changePassword'],
  ['terms-condition', 'termsAndConditions'],
  ['privacy-policy', 'privacyPolicy'],
  ['notification', 'notifications'],
] as const;
const regularize = '/batchassessment-details/attendence/apply-regularize/:batchId/:assessorId/:actionId';

export const signedInTable: readonly RouteEntry[] = [
  { path: '/', screen: 'home' },
  { path: '/privacy-policy', screen: 'privacyPolicy' },
  // Not in spec §2's logged-in list; kept so links to the terms work in both route sets.
  { path: '/terms-and-conditions', screen: 'termsAndConditions' },
  { path: '/batch-requests', screen: 'batchRequests' },
  { path: '/my-batches', screen: 'myBatches' },
  { path: '/batch/assessment/attendence', screen: 'assessorAttendance' },
  { path: '/batchassessment-details/raise', screen: 'raiseIssue' },
  { path: `${assessment}/activities/:activity/:tabID/:date?`, screen: 'activityEvidence' },
  { path: '/batch/:batchID/clock-in', screen: 'clockIn' },
  { path: '/batch/:batchID/:batchType/clock-out', screen: 'clockOut' },
  { path: '/batchassessment-details/attendence/attendence-details/:batchId/:logId', screen: 'attendanceDetails' },
  { path: regularize, screen: 'applyRegularize' },
  { path: `${regularize}/re-capture`, screen: 'applyRegularizeRecapture' },
  { path: '/batchassessment-details/attendence/regularize-request', screen: 'regularizeRequests' },
  { path: assessment, screen: 'batchAssessment' },
  { path: `${assessment}/activities`, screen: 'activities' },
  { path: `${assessment}/candidate-attendence`, screen: 'candidateAttendance' },
  { path: `${assessment}/viva/:candidateID`, screen: 'vivaMarks' },
  { path: `${assessment}/practical/:candidateID`, screen: 'practicalMarks' },
  { path: `${assessment}/theory-marks`, screen: 'theoryMarks' },
  { path: `${assessment}/theory/:candidateID`, screen: 'theoryCandidate' },
  { path: `${assessment}/viva-practical-marks`, screen: 'vivaPracticalMarks' },
  { path: `${assessment}/raise-issue`, screen: 'raiseIssue' },
  { path: `${assessment}/batch-documents`, screen: 'batchDocuments' },
  ...batchDocuments.map((doc) => ({ path: `${assessment}/batch-documents/${doc}/:tabID`, screen: 'batchDocument' })),
  { path: `${assessment}/generate-invoice`, screen: 'generateInvoice' },
  { path: '/my-profile', screen: 'myProfile' },
  { path: '/my-profile/:userID', screen: 'myProfile' },
  { path: '/my-doc/personal-details', screen: 'personalDetails' },
  { path: '/my-doc/degree-certificate', screen: 'degreeCertificate' },
  ...degreeSubScreens.map(([slug, screen]) => ({ path: `/my-doc/degree-certificate/${slug}`, screen })),
  { path: '/my-doc/bank-details', screen: 'bankDetails' },
  ...accountSettings.map(([slug, screen]) => ({ path: `/account-setting/${slug}`, screen })),
  { path: '/help/support', screen: 'support' },
  { path: '/help/chat-whatapp', screen: 'chatWhatsApp' },
];
