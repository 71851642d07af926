import { Type } from 'typebox';
import { defineCall } from '../../define.ts';
import { identityRules } from '../../identity.ts';
import { DashDate, Email, IdParams, Mobile, None, ObjectId, PageCounts, PageQuery } from '../../schemas.ts';
import { sectionCalls } from './sectionCalls.ts';
import { sectionSpecs } from './sectionSpecs.ts';
import { Gender, Profile, Text } from './schemas.ts';

export type { SectionSpec } from './sectionCalls.ts';
export { sectionSpecs, type SectionName } from './sectionSpecs.ts';
export { profileCompletion, profilePoints } from './completion.ts';

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
