import { route, type Route } from './route.ts';

/**
 * Every client route of spec §2, declared once: `pattern` for the route table, `to(...)` for links and navigation
 * (e.g. `paths.batch.activity.to({ batchID, activity, tabID, date })`). Segment spellings such as `attendence` and
 * `chat-whatapp` are the spec's and must stay as they are.
 */
const assessment = '/batch/:batchID/assessment';
const documents = `${assessment}/batch-documents`;
const regularize = '/batchassessment-details/attendence/apply-regularize/:batchId/:assessorId/:actionId';
const degree = '/my-doc/degree-certificate';

export const paths = {
  /** Landing when signed out, home when signed in. */
  root: route('/'),
  login: route('/login'),
  signup: route('/signup'),
  otpLogin: route('/get-otp'),
  forgotPassword: route('/forgot-password'),
  forgotPasswordOtp: route('/forgot-password/otp'),
  newPassword: route('/new-password'),
  resetPassword: route('/reset-password/:resetToken'),
  mobileOtp: route('/mobile-otp'),
  terms: route('/terms-and-conditions'),
  privacy: route('/privacy-policy'),
  deleteAccount: route('/delete-account'),
  // Not in spec §2's list: where its navigation rules lead (registration completion, ApprovalPending, CompleteProfile).
  completeRegistration: route('/complete-registration'),
  approvalPending: route('/approval-pending'),
  completeProfile: route('/complete-profile'),

  /** Not in spec §2: the outbox's "waiting to send" list. */
  outbox: route('/waiting-to-send'),
  batchRequests: route('/batch-requests'),
  myBatches: route('/my-batches'),
  assessorAttendance: route('/batch/assessment/attendence'),
  raiseIssue: route('/batchassessment-details/raise'),
  batch: {
    clockIn: route('/batch/:batchID/clock-in'),
    clockOut: route('/batch/:batchID/:batchType/clock-out'),
    assessment: route(assessment),
    activities: route(`${assessment}/activities`),
    activity: route(`${assessment}/activities/:activity/:tabID/:date?`),
    candidateAttendance: route(`${assessment}/candidate-attendence`),
    vivaMarks: route(`${assessment}/viva/:candidateID`),
    practicalMarks: route(`${assessment}/practical/:candidateID`),
    theoryMarks: route(`${assessment}/theory-marks`),
    theoryCandidate: route(`${assessment}/theory/:candidateID`),
    vivaPracticalMarks: route(`${assessment}/viva-practical-marks`),
    raiseIssue: route(`${assessment}/raise-issue`),
    documents: route(documents),
    /** One route per document tab: the slug is a literal segment (spec §2), so other slugs stay not-found. */
    document: {
      'tp-declaration': route(`${documents}/tp-declaration/:tabID`),
      annexure: route(`${documents}/annexure/:tabID`),
      'other-documents': route(`${documents}/other-documents/:tabID`),
      'attendance-sheet': route(`${documents}/attendance-sheet/:tabID`),
    },
    generateInvoice: route(`${assessment}/generate-invoice`),
  },
  attendance: {
    details: route('/batchassessment-details/attendence/attendence-details/:batchId/:logId'),
    applyRegularize: route(regularize),
    applyRegularizeRecapture: route(`${regularize}/re-capture`),
    regularizeRequests: route('/batchassessment-details/attendence/regularize-request'),
  },
  profile: {
    mine: route('/my-profile'),
    ofUser: route('/my-profile/:userID'),
    personalDetails: route('/my-doc/personal-details'),
    degreeCertificate: route(degree),
    previousExperience: route(`${degree}/previous-experience`),
    educationDetails: route(`${degree}/education-details`),
    jobRoleCertificate: route(`${degree}/job-role-certificate`),
    agreement: route(`${degree}/agreement`),
    bankDetails: route('/my-doc/bank-details'),
  },
  accountSetting: {
    changePassword: route('/account-setting/change-password'),
    terms: route('/account-setting/terms-condition'),
    privacy: route('/account-setting/privacy-policy'),
    notifications: route('/account-setting/notification'),
  },
  help: {
    support: route('/help/support'),
    chatWhatsApp: route('/help/chat-whatapp'),
  },
} as const;

export type BatchDocumentSlug = keyof typeof paths.batch.document;

/** The batch-document tabs, in the order the screen lists them. */
export const batchDocumentSlugs = Object.keys(paths.batch.document) as BatchDocumentSlug[];

/** Every route declared above, by its key path such as `batch.activity` (the route table's test checks it uses all). */
export function declaredRoutes(node: object = paths, prefix = ''): [string, Route][] {
  return Object.entries(node).flatMap(([key, value]: [string, object]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return 'pattern' in value && 'to' in value ? [[name, value as Route]] : declaredRoutes(value, name);
  });
}
