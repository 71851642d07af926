import { sectionSpecs, type SectionName } from '@assessor/contract';
import { paths } from '../../paths/paths.ts';

/** How a form field is entered: free text, a date, a job role picked from `jobRole-list`, the card type. */
export type FieldKind = 'text' | 'date' | 'jobRole' | 'cardType';

export interface SectionUi {
  name: SectionName;
  /** The contract's call names, for the outbox. */
  calls: { list: string; add: string; update: string };
  fields: readonly { name: string; kind: FieldKind; min?: number; max?: number }[];
  path: string;
}

const text = (name: string, min = 2, max = 100) => ({ name, kind: 'text' as const, min, max });
const date = (name: string) => ({ name, kind: 'date' as const });

export const sectionUi: Record<SectionName, SectionUi> = {
  personal: {
    name: 'personal',
    calls: { list: 'personalDetailList', add: 'addPersonalDetail', update: 'updatePersonalDetail' },
    fields: [{ name: 'cardType', kind: 'cardType' }, text('cardNo', 10, 12)],
    path: paths.profile.personalDetails.to(),
  },
  experience: {
    name: 'experience',
    calls: { list: 'experienceList', add: 'addExperience', update: 'updateExperience' },
    fields: [text('designation'), text('companyName'), date('startDate'), date('endDate')],
    path: paths.profile.previousExperience.to(),
  },
  education: {
    name: 'education',
    calls: { list: 'educationList', add: 'addEducation', update: 'updateEducation' },
    fields: [text('collegeName', 2, 150), text('degree'), date('startDate'), date('endDate')],
    path: paths.profile.educationDetails.to(),
  },
  jobRole: {
    name: 'jobRole',
    calls: { list: 'jobRoleCertificateList', add: 'addJobRoleCertificate', update: 'updateJobRoleCertificate' },
    fields: [{ name: 'jobroleName', kind: 'jobRole' }, text('experience', 1, 50), date('issueDate'), date('validUpto')],
    path: paths.profile.jobRoleCertificate.to(),
  },
  agreement: {
    name: 'agreement',
    calls: { list: 'agreementList', add: 'addAgreement', update: 'updateAgreement' },
    fields: [text('agreementName', 2, 150), date('agreementValidFrom'), date('agreementValidTo')],
    path: paths.profile.agreement.to(),
  },
};

export type DocStatus = 'accepted' | 'rejected' | 'noAction';

/** A list item as screens use it, whatever names the answer used (section prefix or the generic ones). */
export interface DocView {
  _id: string;
  values: Record<string, string>;
  fileName: string;
  sizeText: string;
  status: DocStatus;
  url: string | undefined;
  /** The stored item as it came, to echo on an update without a new file (backend-facts §1b row 27). */
  raw: Record<string, unknown>;
}

export function docView(section: SectionName, item: Record<string, unknown>): DocView {
  const spec = sectionSpecs[section];
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const status = item.status === 'accepted' || item.status === 'rejected' ? item.status : 'noAction';
  return {
    _id: str(item._id),
    values: Object.fromEntries(spec.fieldNames.map((name) => [name, str(item[name])])),
    fileName: str(item[`${spec.prefix}Name`]) || str(item.fileName),
    sizeText: str(item[`${spec.prefix}Size`]) || str(item.fileSize),
    status,
    url: str(item.url) || undefined,
    raw: item,
  };
}

/** The items of a list answer: personal answers an array, the others `{ uploadedFiles }`. */
export function itemsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data as Record<string, unknown>[];
  const files = (data as { uploadedFiles?: unknown } | undefined)?.uploadedFiles;
  return Array.isArray(files) ? (files as Record<string, unknown>[]) : [];
}
