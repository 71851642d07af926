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

const educationPoints = (n: number) => (n >= 3 ? 10 : n === 2 ? 7 : n === 1 ? 4 : 0);

/** The weights of api-facts §3; at most 100. */
export function profilePoints(hasPhoto: boolean, docs: AcceptedDocuments): number {
  const points =
    (hasPhoto ? 10 : 0) +
    Math.min(docs.idDocuments, 2) * 15 +
    educationPoints(docs.education) +
    (docs.jobRoleCertificates > 0 ? 5 : 0) +
    (docs.experience > 0 ? 5 : 0) +
    (docs.agreements > 0 ? 10 : 0) +
    (docs.bankAccount ? 30 : 0);
  return Math.min(points, 100);
}

const basicFields = [
  'fullName',
  'email',
  'mobile',
  'gender',
  'dob',
  'address',
  'state',
  'district',
  'pinCode',
] as const;

/** The `getAssessor-profilePercentage` answer; `docs` are the accepted counts (profileDocuments.ts). */
export function profilePercentage(assessor: Assessor, docs: AcceptedDocuments = noDocuments) {
  const documentCount =
    docs.idDocuments + docs.education + docs.jobRoleCertificates + docs.experience + docs.agreements;
  return {
    _id: assessor._id,
    fullName: assessor.fullName,
    profilePercentage: `${profilePoints(assessor.url !== '', docs)}%`,
    documentCount,
    basicDetailProfileStatus: basicFields.every((field) => assessor[field] !== ''),
    personalDetailProfileStatus: docs.idDocuments > 0,
    bankDetailProfileStatus: docs.bankAccount,
    DegreeCertificateProfileStatus: docs.education + docs.jobRoleCertificates + docs.experience + docs.agreements > 0,
  };
}
