import { profileCompletion, profilePoints as contractPoints } from '@assessor/contract';
import type { Assessor } from '../../db/types.ts';

/** Accepted documents per section (api-facts §3: only accepted documents count). */
export interface AcceptedDocuments {
  idDocuments: number;
  education: number;
  jobRoleCertificates: number;
  experience: number;
  agreements: number;
  bankAccount: boolean;
}

export const noDocuments: AcceptedDocuments = {
  idDocuments: 0,
  education: 0,
  jobRoleCertificates: 0,
  experience: 0,
  agreements: 0,
  bankAccount: false,
};

/** The weights of api-facts §3 (the contract's `profileCompletion`); at most 100. */
export function profilePoints(hasPhoto: boolean, docs: AcceptedDocuments): number {
  const accepted = {
    personal: docs.idDocuments,
    education: docs.education,
    jobRole: docs.jobRoleCertificates,
    experience: docs.experience,
    agreement: docs.agreements,
  };
  return contractPoints(hasPhoto, accepted, docs.bankAccount);
}

/** The `getAssessor-profilePercentage` answer; `docs` are the accepted counts (profileDocuments.ts). */
export function profilePercentage(assessor: Assessor, docs: AcceptedDocuments = noDocuments) {
  const documentCount =
    docs.idDocuments + docs.education + docs.jobRoleCertificates + docs.experience + docs.agreements;
  return {
    _id: assessor._id,
    fullName: assessor.fullName,
    profilePercentage: `${profilePoints(assessor.url !== '', docs)}%`,
    documentCount,
    basicDetailProfileStatus: profileCompletion.basicFields.every((field) => assessor[field] !== ''),
    personalDetailProfileStatus: docs.idDocuments > 0,
    bankDetailProfileStatus: docs.bankAccount,
    DegreeCertificateProfileStatus: docs.education + docs.jobRoleCertificates + docs.experience + docs.agreements > 0,
  };
}
