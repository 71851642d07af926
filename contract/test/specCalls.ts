/**
 * Every call of spec §7, written out by hand from the spec (test data only: the product derives its routes and
 * endpoints from the contract, never from this list). Path parameters are `:name`; where api-facts names the real
 * route (profile sections, `get-toolFile`), its spelling is used.
 */
const evidenceKinds = [
  'group',
  'theory',
  'practical',
  'viva',
  'annexure',
  'aadhar',
  'tools',
  'tp',
  'attendence',
  'examcenter',
  'other',
];
const readName = (kind: string) => (kind === 'tools' ? 'tool' : kind);

const profileSections = [
  [
    'add-assessorPersonalDetail',
    'update-assessorPersonalDetail',
    'deleteAssesor-personalDetailList',
    'getAssesor-personalDetailList',
  ],
  ['add-assessorExperience', 'update-assessorExperience', 'deleteAssesor-experienceList', 'getAssesor-experienceList'],
  ['add-assessorEducation', 'update-assessorEducation', 'deleteAssesor-educationDetail', 'getAssesor-educationList'],
  ['add-assessorJobrole', 'update-assessorJobrole', 'deleteAssesor-jobRoleList', 'getAssesor-jobRoleDetailList'],
  ['add-assessorAgreement', 'update-assessorAgreement', 'deleteAssesor-agreementList', 'getAssesor-agreementList'],
];

export const specCalls: string[] = [
  // Authentication and registration
  'POST /api/login-assesor',
  'POST /api/loginBy-assesorOTP',
  'POST /api/send-assesorOTP',
  'POST /api/verify-assesorOTP',
  'POST /api/reverify-assesorOTP',
  'POST /api/register-assesor',
  'POST /api/assessor-forgetPassword',
  'POST /api/reset-password',
  'POST /api/change-password/:id',
  'POST /api/logout',
  'POST /api/getStates',
  'POST /api/getcities',
  // Batches and marks
  'GET /api/batch-list',
  'GET /api/batch-details/:id',
  'GET /api/nos-list/:id',
  'GET /api/get-nos-marks/:id/:id2',
  'GET /api/nos-question/:id',
  'POST /api/save-nos-marks',
  'POST /api/save-theory-marks',
  'POST /api/upload-viva-file',
  'GET /api/view-viva-files',
  'DELETE /api/delete-viva-file/:id',
  'POST /api/assesor-clock-in',
  'GET /api/assesment-activity-count',
  'GET /api/getTimeStampId',
  'GET /api/update-tab-status/:id',
  // Evidence
  ...evidenceKinds.flatMap((kind) => [
    `POST /api/upload-${kind}File`,
    `GET /api/get-${readName(kind)}File/:id`,
    `DELETE /api/remove-${readName(kind)}File/:id`,
  ]),
  // Candidates and attendance
  'GET /api/candidate-list-by-batch',
  'POST /api/save-candidate-attendence',
  'GET /api/assesor-attendance-list',
  'GET /api/attendence-logs',
  'POST /api/attendance-regularize',
  // Profile
  'GET /api/getAssesor-profileList/:id',
  'GET /api/getAssessor-profilePercentage/:id',
  'DELETE /api/deleteAssessor-profilePhoto/:id',
  'PUT /api/update-assessorProfile/:id',
  ...profileSections.flatMap(([add, update, remove, list]) => [
    `GET /api/${list}/:id`,
    `POST /api/${add}/:id`,
    `PUT /api/${update}`,
    `DELETE /api/${remove}`,
  ]),
  'PUT /api/update-assessorBankDetails/:id',
  'DELETE /api/deleteAssesor-bankDetail/:id',
  'GET /api/jobRole-list',
  // Requests and notifications
  'GET /api/batch-req-list',
  'PUT /api/update-reqbatch-status',
  'GET /api/notification-list',
  'PUT /api/change-notification-status/:id',
];
