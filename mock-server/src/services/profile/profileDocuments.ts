import { sectionSpecs, type SectionName } from '@assessor/contract';
import type { Assessor, ProfileDocument } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import type { AcceptedDocuments } from './profilePercentage.ts';

/** The array of the assessor document each section writes into (backend-facts §3.6). */
export const sectionArrays = {
  personal: 'personalDetail',
  experience: 'experiences',
  education: 'education',
  jobRole: 'jobRole',
  agreement: 'agreement',
} as const satisfies Record<SectionName, keyof Assessor>;

export const sectionNames = Object.keys(sectionSpecs) as SectionName[];

/** The section's documents, to read: an assessor without the array is not changed (a GET writes nothing). */
export function documentsOf(assessor: Assessor, section: SectionName): readonly ProfileDocument[] {
  return assessor[sectionArrays[section]] ?? [];
}

/** The section's documents, to change: the array is made when the assessor has none yet. */
export function editableDocuments(assessor: Assessor, section: SectionName): ProfileDocument[] {
  return (assessor[sectionArrays[section]] ??= []);
}

/** "(1.23 MB)", "(12.34 KB)", "512 B", as the real API writes sizes. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `(${(bytes / 1024 / 1024).toFixed(2)} MB)`;
  if (bytes >= 1024) return `(${(bytes / 1024).toFixed(2)} KB)`;
  return `${bytes} B`;
}

/** Where a document is, across the sections of one assessor. */
export function findDocument(
  assessor: Assessor,
  id: string,
): { section: SectionName; doc: ProfileDocument } | undefined {
  for (const section of sectionNames) {
    const doc = documentsOf(assessor, section).find((item) => item._id === id);
    if (doc) return { section, doc };
  }
  return undefined;
}

export function takeDocument(assessor: Assessor, section: SectionName, id: string): ProfileDocument {
  const list = editableDocuments(assessor, section);
  const index = list.findIndex((item) => item._id === id);
  // The real API answers 400 "Id not found " when nothing was removed (backend-facts §3.6).
  if (index < 0) throw new ApiError(400, 'Id not found ');
  return list.splice(index, 1)[0]!;
}

/** Accepted documents per section, as the percentage counts them (api-facts §3). */
export function acceptedDocuments(assessor: Assessor): AcceptedDocuments {
  const accepted = (section: SectionName) =>
    documentsOf(assessor, section).filter((doc) => doc.status === 'accepted').length;
  return {
    idDocuments: accepted('personal'),
    education: accepted('education'),
    jobRoleCertificates: accepted('jobRole'),
    experience: accepted('experience'),
    agreements: accepted('agreement'),
    bankAccount: Boolean(assessor.bankAccount),
  };
}

/** The words for an ID card's `cardType` key: a notification reads "PAN card pan.pdf", never "panCard pan.pdf". */
const cardTypeWords: Record<string, string> = { aadharCard: 'Aadhaar card', panCard: 'PAN card' };

/** What a trainer sees of a document: its section and a short label (the name, company, degree…). */

export function documentLabel(section: SectionName, doc: ProfileDocument): string {
  const first = sectionSpecs[section].fieldNames[0]!;
  const value = String(doc[first] ?? '');
  const what = first === 'cardType' ? (cardTypeWords[value] ?? value) : value;
  return `${what} ${String(doc[`${sectionSpecs[section].prefix}Name`] ?? '')}`.trim();
}
