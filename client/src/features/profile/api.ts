import { profileCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints, type EndpointTagOptions } from '../../api/deriveEndpoints.ts';
import { listTag } from '../../api/tags.ts';

type ProfileCalls = typeof profileCalls;

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

/** The `profile` capability: profile, photo, document sections, bank details, states, cities, job roles. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => deriveEndpoints(build, profileCalls, tags),
});

export const {
  useProfileQuery,
  useProfilePercentageQuery,
  useUpdateProfileMutation,
  useDeleteProfilePhotoMutation,
  useJobRoleListQuery,
  useGetStatesMutation,
  useGetCitiesMutation,
  usePersonalDetailListQuery,
  useExperienceListQuery,
  useEducationListQuery,
  useJobRoleCertificateListQuery,
  useAgreementListQuery,
  useDeletePersonalDetailMutation,
  useDeleteExperienceMutation,
  useDeleteEducationMutation,
  useDeleteJobRoleCertificateMutation,
  useDeleteAgreementMutation,
  useBankDetailsQuery,
  useDeleteBankDetailsMutation,
} = profileApi;
