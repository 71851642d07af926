import { profileCalls } from '@assessor/contract';
import { baseApi } from '../../app/api/baseApi.ts';
import { deriveEndpoints, type EndpointTagOptions } from '../../app/api/deriveEndpoints.ts';
import { listTag } from '../../app/api/tags.ts';

// States and cities are served through features/auth.
const { getStates: _states, getCities: _cities, ...calls } = profileCalls;
type ProfileCalls = typeof calls;

const profile = [listTag('Profile')] as const;
/** A document section is tagged by its name; any change to it also moves the profile percentage. */
const section = (id: string) => ({
  provides: { providesTags: [{ type: 'ProfileDoc' as const, id }] },
  changes: { invalidatesTags: [{ type: 'ProfileDoc' as const, id }, ...profile] },
});
const personal = section('personal');
const experience = section('experience');
const education = section('education');
const jobRole = section('jobRole');
const agreement = section('agreement');
const bank = section('bank');

const tags: EndpointTagOptions<ProfileCalls> = {
  profile: { providesTags: profile },
  profilePercentage: { providesTags: profile },
  deleteProfilePhoto: { invalidatesTags: profile },
  updateProfile: { invalidatesTags: profile },
  personalDetailList: personal.provides,
  addPersonalDetail: personal.changes,
  updatePersonalDetail: personal.changes,
  deletePersonalDetail: personal.changes,
  experienceList: experience.provides,
  addExperience: experience.changes,
  updateExperience: experience.changes,
  deleteExperience: experience.changes,
  educationList: education.provides,
  addEducation: education.changes,
  updateEducation: education.changes,
  deleteEducation: education.changes,
  jobRoleCertificateList: jobRole.provides,
  addJobRoleCertificate: jobRole.changes,
  updateJobRoleCertificate: jobRole.changes,
  deleteJobRoleCertificate: jobRole.changes,
  agreementList: agreement.provides,
  addAgreement: agreement.changes,
  updateAgreement: agreement.changes,
  deleteAgreement: agreement.changes,
  bankDetails: bank.provides,
  updateBankDetails: bank.changes,
  deleteBankDetails: bank.changes,
  jobRoleList: { providesTags: [listTag('JobRole')] },
};

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => deriveEndpoints(build, calls, tags),
});

export const { useProfileQuery, useProfilePercentageQuery, useUpdateProfileMutation, useJobRoleListQuery } = profileApi;
