import { Type, type TObject } from 'typebox';
import { defineCall } from '../define.ts';
import { DocumentItem } from '../models.ts';
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
  url: Type.Optional(Type.String()),
});

const Gender = Type.Union(['male', 'female', 'transgender', 'notSpecify'].map((g) => Type.Literal(g)));
const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max });
const UploadedList = Type.Object({ uploadedFiles: Type.Array(DocumentItem), totalCounts: Type.Integer() });
const emptyUploaded = { uploadedFiles: [], totalCounts: 0 };

/** One document section of api-facts §3: paths, query names and the file field, as the real API spells them. */
interface SectionSpec {
  name: string;
  add: string;
  update: string;
  updateQuery: TObject;
  remove: string;
  removeQuery: TObject;
  list: string;
  file: string;
  fields: TObject;
}

function sectionCalls(s: SectionSpec, listDetails = UploadedList as TObject | ReturnType<typeof Type.Array>, empty: unknown = emptyUploaded) {
  const multipart = { files: [{ field: s.file, kinds: ['image', 'document'] as const, maxCount: 1 }], fields: s.fields };
  return {
    add: defineCall({ method: 'POST', path: `/api/${s.add}/:id`, auth: true, source: 'api-facts', summary: `Add ${s.name}`, params: IdParams, multipart, details: DocumentItem }),
    update: defineCall({ method: 'PUT', path: `/api/${s.update}`, auth: true, source: 'api-facts', summary: `Update ${s.name}`, query: s.updateQuery, multipart, details: DocumentItem }),
    remove: defineCall({ method: 'DELETE', path: `/api/${s.remove}`, auth: true, source: 'api-facts', summary: `Delete ${s.name}`, query: s.removeQuery, details: None }),
    list: defineCall({ method: 'GET', path: `/api/${s.list}/:id`, auth: true, source: 'api-facts', summary: `List ${s.name}`, params: IdParams, details: listDetails, emptyDetails: empty }),
  };
}

const ids = (a: string, b: string) => Type.Object({ [a]: ObjectId, [b]: ObjectId });

const personal = sectionCalls({
  name: 'an ID document', add: 'add-assessorPersonalDetail', update: 'update-assessorPersonalDetail', updateQuery: ids('assessor_id', 'personal_id'),
  remove: 'deleteAssesor-personalDetailList', removeQuery: ids('assesor_id', 'personal_id'), list: 'getAssesor-personalDetailList', file: 'card',
  fields: Type.Object({ cardType: Type.Union([Type.Literal('aadharCard'), Type.Literal('panCard')]), cardNo: Text(8, 14) }),
}, Type.Array(DocumentItem), []);
const experience = sectionCalls({
  name: 'an experience', add: 'add-assessorExperience', update: 'update-assessorExperience', updateQuery: ids('assessor_id', 'IdToUpdate'),
  remove: 'deleteAssesor-experienceList', removeQuery: ids('assesor_id', 'experienceId'), list: 'getAssesor-experienceList', file: 'experienceCertificate',
  fields: Type.Object({ designation: Text(2, 100), companyName: Text(2, 100), startDate: DashDate, endDate: DashDate }),
});
const education = sectionCalls({
  name: 'an education', add: 'add-assessorEducation', update: 'update-assessorEducation', updateQuery: ids('assessor_id', 'education_id'),
  remove: 'deleteAssesor-educationDetail', removeQuery: ids('assesor_id', 'education_id'), list: 'getAssesor-educationList', file: 'educationCertificate',
  fields: Type.Object({ collegeName: Text(2, 150), degree: Text(2, 100), startDate: DashDate, endDate: DashDate }),
});
const jobRole = sectionCalls({
  name: 'a job-role certificate', add: 'add-assessorJobrole', update: 'update-assessorJobrole', updateQuery: ids('assessor_id', 'jobrole_id'),
  remove: 'deleteAssesor-jobRoleList', removeQuery: ids('assesor_id', 'jobrole_id'), list: 'getAssesor-jobRoleDetailList', file: 'jobRoleCertificate',
  fields: Type.Object({ jobroleName: Text(2, 150), experience: Text(1, 50), issueDate: DashDate, validUpto: DashDate }),
});
const agreement = sectionCalls({
  name: 'an agreement', add: 'add-assessorAgreement', update: 'update-assessorAgreement', updateQuery: ids('assessor_id', 'agreement_id'),
  remove: 'deleteAssesor-agreementList', removeQuery: ids('assesor_id', 'agreement_id'), list: 'getAssesor-agreementList', file: 'agreementCertificate',
  fields: Type.Object({ agreementName: Text(2, 150), agreementValidFrom: DashDate, agreementValidTo: DashDate }),
});

const Bank = Type.Object({
  accountHolderName: Text(2, 100),
  bankName: Text(2, 100),
  bankAccount: Type.String({ pattern: '^[0-9]{9,18}$' }),
  bankIFSC: Type.String({ pattern: '^[A-Z]{4}0[A-Z0-9]{6}$' }),
  bankBranchName: Text(2, 100),
});

export const profileCalls = {
  profile: defineCall({ method: 'GET', path: '/api/getAssesor-profileList/:id', auth: true, source: 'api-facts', summary: 'The assessor profile', params: IdParams, details: Profile }),
  profilePercentage: defineCall({
    method: 'GET', path: '/api/getAssessor-profilePercentage/:id', auth: true, source: 'api-facts', summary: 'How complete the profile is', params: IdParams,
    details: Type.Object({
      _id: ObjectId, fullName: Type.Optional(Type.String()), profilePercentage: Type.String(), documentCount: Type.Optional(Type.Integer()),
      basicDetailProfileStatus: Type.Optional(Type.Boolean()), personalDetailProfileStatus: Type.Optional(Type.Boolean()),
      bankDetailProfileStatus: Type.Optional(Type.Boolean()), DegreeCertificateProfileStatus: Type.Optional(Type.Boolean()),
    }),
  }),
  deleteProfilePhoto: defineCall({ method: 'DELETE', path: '/api/deleteAssessor-profilePhoto/:id', auth: true, source: 'api-facts', summary: 'Remove the profile photo', params: IdParams, details: None }),
  updateProfile: defineCall({
    method: 'PUT', path: '/api/update-assessorProfile/:id', auth: true, source: 'api-facts', summary: 'Update the profile, with an optional photo', params: IdParams,
    multipart: {
      files: [{ field: 'assessorPhoto', kinds: ['image'], maxCount: 1 }],
      fields: Type.Object({
        fullName: Type.Optional(Text(2, 50)), email: Type.Optional(Email), mobile: Type.Optional(Mobile), gender: Type.Optional(Gender), dob: Type.Optional(DashDate),
        address: Type.Optional(Text(3, 250)), state: Type.Optional(Text(3, 100)), district: Type.Optional(Text(3, 100)),
        pincode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })), modeofAgreement: Type.Optional(Type.Union([Type.Literal('payroll'), Type.Literal('freelance')])),
      }),
    },
    details: Profile,
  }),
  personalDetailList: personal.list, addPersonalDetail: personal.add, updatePersonalDetail: personal.update, deletePersonalDetail: personal.remove,
  experienceList: experience.list, addExperience: experience.add, updateExperience: experience.update, deleteExperience: experience.remove,
  educationList: education.list, addEducation: education.add, updateEducation: education.update, deleteEducation: education.remove,
  jobRoleCertificateList: jobRole.list, addJobRoleCertificate: jobRole.add, updateJobRoleCertificate: jobRole.update, deleteJobRoleCertificate: jobRole.remove,
  agreementList: agreement.list, addAgreement: agreement.add, updateAgreement: agreement.update, deleteAgreement: agreement.remove,
  bankDetails: defineCall({
    method: 'GET', path: '/api/getAssesor-BankDetailList/:id', auth: true, source: 'api-facts', summary: 'Bank details', params: IdParams,
    details: Type.Object({ ...Bank.properties, _id: Type.Optional(ObjectId) }), emptyDetails: null,
    // With no bank data the real back end answers success with `details: { _id }` only (backend-facts §1b row 31).
    emptyForms: ['idOnly', 'emptyObject'],
  }),
  updateBankDetails: defineCall({ method: 'PUT', path: '/api/update-assessorBankDetails/:id', auth: true, source: 'api-facts', summary: 'Save bank details', params: IdParams, body: Bank, details: None }),
  deleteBankDetails: defineCall({ method: 'DELETE', path: '/api/deleteAssesor-bankDetail/:id', auth: true, source: 'api-facts', summary: 'Delete bank details', params: IdParams, details: None }),
  jobRoleList: defineCall({
    method: 'GET', path: '/api/jobRole-list', auth: true, source: 'api-facts', summary: 'Job roles', query: Type.Object({ ...PageQuery }),
    details: Type.Object({ jobRoleDetails: Type.Array(Type.Object({ _id: ObjectId, jobRole: Type.String(), qpCode: Type.Optional(Type.String()), status: Type.Optional(Type.String()) })), page: Type.Integer(), ...PageCounts }),
  }),
  getStates: defineCall({
    method: 'POST', path: '/api/getStates', auth: false, source: 'api-facts',
    summary: 'States of a country',
    body: Type.Object({ country: Type.String({ minLength: 1, maxLength: 60 }) }),
    details: Type.Object({ states: Type.Array(Type.Object({ name: Type.String(), fipsCode: Type.String(), _id: ObjectId })) }),
  }),
  getCities: defineCall({
    method: 'POST', path: '/api/getcities', auth: false, source: 'api-facts',
    summary: 'Cities of a state',
    body: Type.Object({ fipsCode: Type.String({ minLength: 1, maxLength: 10 }) }),
    details: Type.Object({
      cities: Type.Array(Type.Object({ name: Type.String(), latitude: Type.Optional(Type.String()), longitude: Type.Optional(Type.String()), _id: ObjectId })),
    }),
  }),
};
