import { evidenceCallNames, type EvidenceKind } from '@assessor/contract';
import type { AwaitedId, OutboxDraft } from '../../outbox/types.ts';
import { listTag } from '../../api/tags.ts';

export interface EvidencePlace {
  spec: EvidenceKind;
  field: string;
  batchId: string;
  tabId: string;
  dayId: string;
  /** `dayId` is a stand-in (pendingDay.ts): the record's id is asked for once today's queued clock-in was sent. */
  awaits?: AwaitedId | undefined;
}

/** The outbox scope of one slot on one day; a prefix of it names the whole day. */
export const dayScope = (dayId: string) => `evidence/${dayId}/`;
export const slotScope = (dayId: string, field: string) => `${dayScope(dayId)}${field}`;

/** "photo.jpg" → "photo (2).jpg" when the day's list or the outbox already has that name. */
export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * One evidence file as an outbox entry: the kind's upload call with the day record id, then the tab status (spec §4:
 * a tab with a file is done). The name is unique within the day's list, so after a lost answer the day's list tells
 * whether the real API stored it.
 */
export function evidenceDraft(
  { spec, field, batchId, tabId, dayId, awaits }: EvidencePlace,
  file: File,
  name: string,
): OutboxDraft {
  const names = evidenceCallNames(spec);
  return {
    call: names.upload,
    fields: { QAverificationTimeStampId: dayId },
    files: [{ field, name, blob: file }],
    batchKey: `batch:${batchId}`,
    scope: slotScope(dayId, field),
    label: name,
    then: [{ call: 'updateTabStatus', args: { params: { id: tabId }, query: { tabStatus: true } } }],
    invalidates: [{ type: 'Evidence', id: spec.kind }, listTag('ActivityCount'), listTag('TabStatus')],
    check: { call: names.get, args: { params: { id: dayId } }, has: { fileName: name } },
    ...(awaits ? { awaits } : {}),
  };
}
