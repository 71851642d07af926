import { Type, type TArray, type TInteger, type TObject } from 'typebox';
import { defineCall } from '../define.ts';
import { identityRules } from '../identity.ts';
import { DashDate, Email, IdParams, Mobile, None, ObjectId, PageCounts, PageQuery } from '../schemas.ts';

const Profile = Type.Object({
  _id: ObjectId,
  assessorSipId: Type.Optional(Type.String()),
  assessorId: Type.Optional(Type.String()),
  fullName: Type.String(),
  email: Type.String(),
  ToaType: Type.Optional(Type.String()),
  RadiantFundToa: Type.Optional(Type.Boolean()),
  mobile: Type.String(),
  gender: Type.Optional(Type.String()),
  dob: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  district: Type.Optional(Type.String()),
  pinCode: Type.Optional(Type.String()),
  modeofAgreement: Type.Optional(Type.String()),
  assessorName: Type.Optional(Type.String()),
  assessorPhotoSize: Type.Optional(Type.String()),
  // With a photo the real list also carries these (backend-facts §3.5); with none, the raw document and no `url`.
  profileKey: Type.Optional(Type.String()),
  key: Type.Optional(Type.String()),
  sector: Type.Optional(Type.Unknown()),
  scheme: Type.Optional(Type.Unknown()),
  assessorType: Type.Optional(Type.Unknown()),
  url: Type.Optional(Type.String()),
  /** The real update answers the raw document, where the photo sits here (backend-facts §1b row 30). */
  assessorCertificate: Type.Optional(
    Type.Object({
      assessorName: Type.Optional(Type.String()),
      assessorPhotoSize: Type.Optional(Type.String()),
      profileKey: Type.Optional(Type.String()),
    }),
  ),
});

const Gender = Type.Union(['male', 'female', 'transgender', 'notSpecify'].map((g) => Type.Literal(g)));
const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max });
const Status = Type.Union([Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('noAction')]);

/**
 * One document section of backend-facts §3.6: paths, query names, the file field, the item's file-name prefix
 * (`<prefix>Key/Name/Size`) and its uploaded flag, as the real API spells them.
 */
export interface SectionSpec {
  name: string;
  add: string;
  update: string;
  updateQuery: TObject;
  remove: string;
  removeQuery: TObject;
  list: string;
  file: string;
  prefix: string;
  flag: string;
  fields: TObject;
  /** The field names of `fields`, as plain data: the client's build replaces schemas by stubs (client/src/api/typeboxStub.ts). */
  fieldNames: readonly string[];
  /** The query names of update and delete: the assessor's id first, then the item's. */
  updateKeys: readonly [string, string];
  removeKeys: readonly [string, string];
  /** Two date fields where the second may not come before the first (end after start, valid-upto after issue). */
  dates?: readonly [string, string];
}

/**
 * A list item of a section: its fields (free strings in the real API), `<prefix>Key/Name/Size`, the uploaded flag,
 * `adminUploaded`, `status`, a signed `url` and `_id` (backend-facts §1b row 26). The generic names of our first
 * draft (`fileName`, `fileSize`, `key`) stay optional so older answers still read.
 */
function sectionItem(s: Pick<SectionSpec, 'prefix' | 'flag' | 'fieldNames'>) {
  return Type.Object({
    _id: ObjectId,
    ...Object.fromEntries(s.fieldNames.map((k) => [k, Type.Optional(Type.String())])),
    [`${s.prefix}Key`]: Type.Optional(Type.String()),
    [`${s.prefix}Name`]: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    [`${s.prefix}Size`]: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    [s.flag]: Type.Optional(Type.Boolean()),
    adminUploaded: Type.Optional(Type.Boolean()),
    status: Type.Optional(Status),
    url: Type.Optional(Type.String()),
    fileName: Type.Optional(Type.String()),
    fileSize: Type.Optional(Type.String()),
    key: Type.Optional(Type.String()),
  });
}

/**
 * The echo an update without a new file must carry, or the real API loses the document (backend-facts §1b row 27):
 * the stored `<prefix>Key/Name/Size`, the flag, `adminUploaded` and `status`, as multipart text.
 */
function echoFields(s: Pick<SectionSpec, 'prefix' | 'flag'>) {
  const text = Type.Optional(Type.String({ maxLength: 200 }));
  return {
    [`${s.prefix}Key`]: text,
    [`${s.prefix}Name`]: text,
    [`${s.prefix}Size`]: text,
    [s.flag]: text,
    adminUploaded: text,
    status: text,
  };
}

function sectionCalls<L extends 'array' | 'uploaded'>(s: SectionSpec, listShape: L) {
  const item = sectionItem(s);
  const files = [{ field: s.file, kinds: ['image', 'document'] as const, maxCount: 1 }];
  const add = { files, fields: s.fields };
  const update = { files, fields: Type.Object({ ...Type.Partial(s.fields).properties, ...echoFields(s) }) };
  const list =
    listShape === 'array'
      ? Type.Array(item)
      : Type.Object({ uploadedFiles: Type.Array(item), totalCounts: Type.Integer() });
  // The real add and update answer the whole assessor document (row 28); ours answers the item. The client reads
  // neither: it refetches the list.
  return {
    add: defineCall({
      method: 'POST',
      path: `/api/${s.add}/:id`,
      auth: true,
      source: 'api-facts',
      summary: `Add ${s.name}`,
      params: IdParams,
      multipart: add,
      details: item,
    }),
    update: defineCall({
      method: 'PUT',
      path: `/api/${s.update}`,
      auth: true,
      source: 'api-facts',
      summary: `Update ${s.name}`,
      query: s.updateQuery,
      multipart: update,
      details: item,
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `/api/${s.remove}`,
      auth: true,
      source: 'api-facts',
      summary: `Delete ${s.name}`,
      query: s.removeQuery,
      details: None,
    }),
    list: defineCall({
      method: 'GET',
      path: `/api/${s.list}/:id`,
      auth: true,
      source: 'api-facts',
      summary: `List ${s.name}`,
      params: IdParams,
      details: list as L extends 'array'
        ? TArray<typeof item>
        : TObject<{ uploadedFiles: TArray<typeof item>; totalCounts: TInteger }>,
      emptyDetails: (listShape === 'array' ? [] : { uploadedFiles: [], totalCounts: 0 }) as unknown,
    }),
  };
}

const ids = (a: string, b: string) => Type.Object({ [a]: ObjectId, [b]: ObjectId });

export const sectionSpecs = {
  personal: {
    name: 'an ID document',
    add: 'add-assessorPersonalDetail',
    update: 'update-assessorPersonalDetail',
    updateQuery: ids('assessor_id', 'personal_id'),
    updateKeys: ['assessor_id', 'personal_id'],
    remove: 'deleteAssesor-personalDetailList',
    removeQuery: ids('assesor_id', 'personal_id'),
    removeKeys: ['assesor_id', 'personal_id'],
    list: 'getAssesor-personalDetailList',
    file: 'card',
    prefix: 'cardFile',
    flag: 'isDocumentUploaded',
    fields: Type.Object({
      cardType: Type.Union([Type.Literal('aadharCard'), Type.Literal('panCard')]),
      cardNo: Type.String({ minLength: 1, maxLength: 20 }),
    }),
    fieldNames: ['cardType', 'cardNo'],
  },
  experience: {
    name: 'an experience',
    add: 'add-assessorExperience',
    update: 'update-assessorExperience',
    updateQuery: ids('assessor_id', 'IdToUpdate'),
    updateKeys: ['assessor_id', 'IdToUpdate'],
    remove: 'deleteAssesor-experienceList',
    removeQuery: ids('assesor_id', 'experienceId'),
    removeKeys: ['assesor_id', 'experienceId'],
    list: 'getAssesor-experienceList',
    file: 'experienceCertificate',
    prefix: 'experienceCertificate',
    flag: 'isExperienceUploaded',
    dates: ['startDate', 'endDate'],
    fields: Type.Object({
      designation: Text(2, 100),
      companyName: Text(2, 100),
      startDate: DashDate,
      endDate: DashDate,
    }),
    fieldNames: ['designation', 'companyName', 'startDate', 'endDate'],
  },
  education: {
    name: 'an education',
    add: 'add-assessorEducation',
    update: 'update-assessorEducation',
    updateQuery: ids('assessor_id', 'education_id'),
    updateKeys: ['assessor_id', 'education_id'],
    remove: 'deleteAssesor-educationDetail',
    removeQuery: ids('assesor_id', 'education_id'),
    removeKeys: ['assesor_id', 'education_id'],
    list: 'getAssesor-educationList',
    file: 'educationCertificate',
    prefix: 'educationCertificate',
    flag: 'isEducationUploaded',
    dates: ['startDate', 'endDate'],
    fields: Type.Object({ collegeName: Text(2, 150), degree: Text(2, 100), startDate: DashDate, endDate: DashDate }),
    fieldNames: ['collegeName', 'degree', 'startDate', 'endDate'],
  },
  jobRole: {
    name: 'a job-role certificate',
    add: 'add-assessorJobrole',
    update: 'update-assessorJobrole',
    updateQuery: ids('assessor_id', 'jobrole_id'),
    updateKeys: ['assessor_id', 'jobrole_id'],
    remove: 'deleteAssesor-jobRoleList',
    removeQuery: ids('assesor_id', 'jobrole_id'),
    removeKeys: ['assesor_id', 'jobrole_id'],
    list: 'getAssesor-jobRoleDetailList',
    file: 'jobRoleCertificate',
    prefix: 'jobRoleCertificate',
    flag: 'isJobroleUploaded',
    dates: ['issueDate', 'validUpto'],
    fields: Type.Object({
      jobroleName: Text(2, 150),
      experience: Text(1, 50),
      issueDate: DashDate,
      validUpto: DashDate,
    }),
    fieldNames: ['jobroleName', 'experience', 'issueDate', 'validUpto'],
  },
  agreement: {
    name: 'an agreement',
    add: 'add-assessorAgreement',
    update: 'update-assessorAgreement',
    updateQuery: ids('assessor_id', 'agreement_id'),
    updateKeys: ['assessor_id', 'agreement_id'],
    remove: 'deleteAssesor-agreementList',
    removeQuery: ids('assesor_id', 'agreement_id'),
    removeKeys: ['assesor_id', 'agreement_id'],
    list: 'getAssesor-agreementList',
    file: 'agreementCertificate',
    prefix: 'agreementCertificate',
    flag: 'isAgreementUploaded',
    dates: ['agreementValidFrom', 'agreementValidTo'],
    fields: Type.Object({ agreementName: Text(2, 150), agreementValidFrom: DashDate, agreementValidTo: DashDate }),
    fieldNames: ['agreementName', 'agreementValidFrom', 'agreementValidTo'],
  },
} as const satisfies Record<string, SectionSpec>;

export type SectionName = keyof typeof sectionSpecs;

const personal = sectionCalls(sectionSpecs.personal, 'array');
const experience = sectionCalls(sectionSpecs.experience, 'uploaded');
const education = sectionCalls(sectionSpecs.education, 'uploaded');
const jobRole = sectionCalls(sectionSpecs.jobRole, 'uploaded');
const agreement = sectionCalls(sectionSpecs.agreement, 'uploaded');

const Bank = Type.Object({
  accountHolderName: Text(2, 100),
  bankName: Text(2, 100),
  bankAccount: Type.String({ pattern: identityRules.bankAccount.pattern }),
  bankIFSC: Type.String({ pattern: identityRules.ifsc.pattern }),
  bankBranchName: Text(2, 100),
});

export const profileCalls = {
  profile: defineCall({
    method: 'GET',
    path: '/api/getAssesor-profileList/:id',
    auth: true,
    source: 'api-facts',
    summary: 'The assessor profile',
    params: IdParams,
    details: Profile,
  }),
  profilePercentage: defineCall({
    method: 'GET',
    path: '/api/getAssessor-profilePercentage/:id',
    auth: true,
    source: 'api-facts',
    summary: 'How complete the profile is',
    params: IdParams,
    details: Type.Object({
      _id: ObjectId,
      fullName: Type.Optional(Type.String()),
      profilePercentage: Type.String(),
      documentCount: Type.Optional(Type.Integer()),
      basicDetailProfileStatus: Type.Optional(Type.Boolean()),
      personalDetailProfileStatus: Type.Optional(Type.Boolean()),
      bankDetailProfileStatus: Type.Optional(Type.Boolean()),
      DegreeCertificateProfileStatus: Type.Optional(Type.Boolean()),
    }),
  }),
  // Not in the real back end (backend-facts §1b row 42): ours, it unsets the photo.
  deleteProfilePhoto: defineCall({
    method: 'DELETE',
    path: '/api/deleteAssessor-profilePhoto/:id',
    auth: true,
    source: 'ours',
    summary: 'Remove the profile photo',
    params: IdParams,
    details: None,
  }),
  // The real API `$set`s the named fields; Mongoose 6 drops the omitted (undefined) ones, so they are kept
  // (backend-facts-2 PR-6). The client sends the full set anyway. The answer is the updated document (no `url`, the
  // photo in `assessorCertificate`).
  updateProfile: defineCall({
    method: 'PUT',
    path: '/api/update-assessorProfile/:id',
    auth: true,
    source: 'api-facts',
    summary: 'Update the profile, with an optional photo',
    params: IdParams,
    multipart: {
      files: [{ field: 'assessorPhoto', kinds: ['image'], maxCount: 1 }],
      fields: Type.Object({
        fullName: Type.Optional(Text(2, 50)),
        email: Type.Optional(Email),
        mobile: Type.Optional(Mobile),
        gender: Type.Optional(Gender),
        dob: Type.Optional(DashDate),
        address: Type.Optional(Text(3, 250)),
        state: Type.Optional(Text(3, 100)),
        district: Type.Optional(Text(3, 100)),
        pincode: Type.Optional(Type.String({ pattern: identityRules.pinCode.pattern })),
        // The real API also allows `other` (backend-facts §3.5); the client offers payroll and freelance.
        modeofAgreement: Type.Optional(
          Type.Union([Type.Literal('payroll'), Type.Literal('freelance'), Type.Literal('other')]),
        ),
        ToaType: Type.Optional(Type.Union([Type.Literal('Radiant'), Type.Literal('Self'), Type.Literal('None')])),
        RadiantFundToa: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
      }),
    },
    details: Profile,
  }),
  personalDetailList: personal.list,
  addPersonalDetail: personal.add,
  updatePersonalDetail: personal.update,
  deletePersonalDetail: personal.remove,
  experienceList: experience.list,
  addExperience: experience.add,
  updateExperience: experience.update,
  deleteExperience: experience.remove,
  educationList: education.list,
  addEducation: education.add,
  updateEducation: education.update,
  deleteEducation: education.remove,
  jobRoleCertificateList: jobRole.list,
  addJobRoleCertificate: jobRole.add,
  updateJobRoleCertificate: jobRole.update,
  deleteJobRoleCertificate: jobRole.remove,
  agreementList: agreement.list,
  addAgreement: agreement.add,
  updateAgreement: agreement.update,
  deleteAgreement: agreement.remove,
  // The bank fields sit on the assessor document itself (api-facts §3); the invoice reads them from there.
  bankDetails: defineCall({
    method: 'GET',
    path: '/api/getAssesor-BankDetailList/:id',
    auth: true,
    source: 'api-facts',
    summary: 'Bank details',
    params: IdParams,
    details: Type.Partial(Type.Object({ ...Bank.properties, _id: ObjectId })),
    emptyDetails: null,
    // With no bank data the real back end answers success with `details: { _id }` only (backend-facts §1b row 31).
    emptyForms: ['idOnly', 'emptyObject'],
  }),
  updateBankDetails: defineCall({
    method: 'PUT',
    path: '/api/update-assessorBankDetails/:id',
    auth: true,
    source: 'api-facts',
    summary: 'Save bank details',
    params: IdParams,
    body: Bank,
    details: None,
  }),
  deleteBankDetails: defineCall({
    method: 'DELETE',
    path: '/api/deleteAssesor-bankDetail/:id',
    auth: true,
    source: 'api-facts',
    summary: 'Delete bank details',
    params: IdParams,
    details: None,
  }),
  jobRoleList: defineCall({
    method: 'GET',
    path: '/api/jobRole-list',
    auth: true,
    source: 'api-facts',
    summary: 'Job roles',
    query: Type.Object({ ...PageQuery }),
    // `status` is a boolean in the real model (backend-facts §1b row 40); items also carry `clientId`.
    details: Type.Object({
      jobRoleDetails: Type.Array(
        Type.Object({
          _id: ObjectId,
          jobRole: Type.String(),
          qpCode: Type.Optional(Type.String()),
          status: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
          clientId: Type.Optional(Type.Unknown()),
        }),
      ),
      page: Type.Integer(),
      ...PageCounts,
    }),
  }),
  getStates: defineCall({
    method: 'POST',
    path: '/api/getStates',
    auth: false,
    source: 'api-facts',
    summary: 'States of a country',
    body: Type.Object({ country: Type.String({ minLength: 1, maxLength: 60 }) }),
    details: Type.Object({
      states: Type.Array(Type.Object({ name: Type.String(), fipsCode: Type.String(), _id: ObjectId })),
    }),
  }),
  getCities: defineCall({
    method: 'POST',
    path: '/api/getcities',
    auth: false,
    source: 'api-facts',
    summary: 'Cities of a state',
    body: Type.Object({ fipsCode: Type.String({ minLength: 1, maxLength: 10 }) }),
    details: Type.Object({
      cities: Type.Array(
        Type.Object({
          name: Type.String(),
          latitude: Type.Optional(Type.String()),
          longitude: Type.Optional(Type.String()),
          _id: ObjectId,
        }),
      ),
    }),
  }),
};
