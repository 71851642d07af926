import type { EvidenceAnswer, models } from '@assessor/contract';
import { type EvidenceKind } from '@assessor/contract';
import type { Static } from 'typebox';

export type UrlItem = Static<typeof models.UrlItem>;
export type Answer = Static<typeof EvidenceAnswer>;

/** The files of each slot (multipart field) of a GET answer: a bare list belongs to the kind's only field. */
export function filesBySlot(spec: EvidenceKind, answer: Answer | null | undefined): Record<string, UrlItem[]> {
  const lists: Record<string, UrlItem[]> = {};
  for (const field of spec.fields) {
    const list = Array.isArray(answer) ? (field === spec.fields[0] ? answer : []) : answer?.[field.listKey];
    lists[field.field] = Array.isArray(list) ? list : [];
  }
  return lists;
}

export const fileCountOf = (lists: Record<string, UrlItem[]>) =>
  Object.values(lists).reduce((sum, list) => sum + list.length, 0);
