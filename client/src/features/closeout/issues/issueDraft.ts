import { issueFiles } from '@assessor/contract';
import { listTag } from '../../../api/tags.ts';
import type { OutboxDraft } from '../../../outbox/types.ts';
import type { IssueCategory } from './issueRules.ts';

/** The outbox scope of a batch's new issues (the form shows its own entries). */
export const issueScope = (batchId: string) => `closeout/issues/${batchId}`;

/**
 * A new issue as an outbox entry: the multipart `raise-issue` with its files. After a lost answer, the batch's list
 * holding an issue with the same description means the real API stored it.
 */
export function issueDraft(
  batchId: string,
  category: IssueCategory,
  description: string,
  files: readonly File[],
  label: string,
): OutboxDraft {
  const text = description.trim();
  return {
    call: 'raiseIssue',
    fields: { batch_id: batchId, category, description: text },
    files: files.map((file) => ({ field: issueFiles.field, name: file.name, blob: file })),
    batchKey: `batch:${batchId}`,
    scope: issueScope(batchId),
    label,
    invalidates: [listTag('RaisedIssue')],
    check: { call: 'raiseIssueList', args: { query: { batch_id: batchId } }, has: { description: text } },
  };
}
