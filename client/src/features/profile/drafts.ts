import { sectionSpecs, type SectionName } from '@assessor/contract';
import { listTag } from '../../api/tags.ts';
import type { OutboxDraft } from '../../outbox/types.ts';
import { sectionUi, type DocView } from './sections.ts';

/** Profile changes of one assessor are sent one at a time, in order. */
const batchKey = (assessorId: string) => `profile:${assessorId}`;
export const sectionScope = (section: string) => `profile/${section}`;

const changes = (section: string) => [{ type: 'ProfileDoc' as const, id: section }, listTag('Profile')];

/**
 * A new document or a changed one as an outbox entry. An update without a new file echoes the stored file values,
 * or the real API would lose the document (backend-facts §1b row 27).
 */
export function sectionDraft(
  section: SectionName,
  assessorId: string,
  values: Record<string, string>,
  file: File | null,
  editing: DocView | null,
): OutboxDraft {
  const spec = sectionSpecs[section];
  const ui = sectionUi[section];
  const files = file ? [{ field: spec.file, name: file.name, blob: file }] : [];
  const label = file?.name ?? Object.values(values)[0] ?? section;
  if (!editing) {
    return {
      call: ui.calls.add,
      args: { params: { id: assessorId } },
      fields: values,
      files,
      batchKey: batchKey(assessorId),
      scope: sectionScope(section),
      label,
      invalidates: changes(section),
      ...(file
        ? {
            check: {
              call: ui.calls.list,
              args: { params: { id: assessorId } },
              has: { [`${spec.prefix}Name`]: file.name, ...values },
            },
          }
        : {}),
    };
  }
  const echo = file
    ? {}
    : Object.fromEntries(
        [`${spec.prefix}Key`, `${spec.prefix}Name`, `${spec.prefix}Size`, spec.flag, 'adminUploaded', 'status']
          .filter((name) => editing.raw[name] !== undefined && editing.raw[name] !== null)
          .map((name) => [name, String(editing.raw[name])]),
      );
  const [assessorKey, itemKey] = spec.updateKeys;
  return {
    call: ui.calls.update,
    args: { query: { [assessorKey]: assessorId, [itemKey]: editing._id } },
    fields: { ...values, ...echo },
    files,
    batchKey: batchKey(assessorId),
    scope: sectionScope(section),
    label,
    invalidates: changes(section),
  };
}

/** The basic details (always the full set: the real API clears what is left out) and an optional new photo. */
export function profileDraft(
  assessorId: string,
  fields: Record<string, string>,
  photo: File | null,
  label: string,
): OutboxDraft {
  return {
    call: 'updateProfile',
    args: { params: { id: assessorId } },
    fields,
    files: photo ? [{ field: 'assessorPhoto', name: photo.name, blob: photo }] : [],
    batchKey: batchKey(assessorId),
    scope: sectionScope(photo ? 'photo' : 'basic'),
    label,
    invalidates: [listTag('Profile')],
  };
}

export interface BankValues {
  accountHolderName: string;
  bankName: string;
  bankAccount: string;
  bankIFSC: string;
  bankBranchName: string;
}

export function bankDraft(assessorId: string, body: BankValues, label: string): OutboxDraft {
  return {
    call: 'updateBankDetails',
    args: { params: { id: assessorId }, body },
    batchKey: batchKey(assessorId),
    scope: sectionScope('bank'),
    label,
    invalidates: changes('bank'),
  };
}
