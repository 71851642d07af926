import type { Section } from '@assessor/contract';
import type { Nos } from '../../db/types.ts';

/** The maximum marks of a NOS in one section (its TM). */
export function sectionMax(nos: Nos, section: Section): number {
  if (section === 'Theory') return nos.theoryTM;
  return section === 'viva' ? nos.vivaTM : nos.practicalTM;
}

/** NOS as `nos-list` answers them: the real field names of backend-facts §3.3, section by section. */
export function nosAnswer(nos: Nos, section: Section, qpCode: string) {
  const common = { _id: nos._id, NOS: nos.NOS, qpCode, level: 4, version: '1.0', language: 'English' };
  if (section === 'Theory') {
    return {
      ...common,
      outOf: nos.theoryTM,
      theory: String(nos.theoryTM),
      totalNOQ: nos.theoryNOQ,
      totalMPQ: nos.theoryMPQ,
      totalTMPQ: nos.theoryTM,
    };
  }
  return {
    ...common,
    outOf: section === 'viva' ? nos.vivaTM : nos.practicalTM,
    viva: String(nos.vivaTM),
    practical: String(nos.practicalTM),
    vivaNOQ: nos.vivaNOQ,
    vivaMPQ: nos.vivaMPQ,
    vivaTM: nos.vivaTM,
    practicalNOQ: nos.practicalNOQ,
    practicalMPQ: nos.practicalMPQ,
    practicalTM: nos.practicalTM,
  };
}
