import { listTag } from '../../api/tags.ts';
import type { OutboxDraft } from '../../outbox/types.ts';

export const filesScope = (batchId: string, candidateId: string, isViva: boolean) =>
  `marks-files/${batchId}/${candidateId}/${isViva ? 'viva' : 'practical'}`;

/**
 * One candidate photo or video as an outbox entry (`upload-viva-file` with `isViva`). `expected` is how many files
 * of the section the server holds once this one is stored (those listed plus those queued before it, plus one).
 */
export function filesDraft(
  batchId: string,
  candidateId: string,
  isViva: boolean,
  file: File,
  expected: number,
): OutboxDraft {
  return {
    call: 'uploadCandidateFile',
    fields: { batch_id: batchId, candidate_id: candidateId, isViva: String(isViva) },
    files: [{ field: 'file', name: file.name, blob: file }],
    batchKey: `batch:${batchId}`,
    scope: filesScope(batchId, candidateId, isViva),
    label: file.name,
    invalidates: [listTag('VivaFile')],
    // After a lost answer: the real `practicalFiles` model has no file name (backend-facts-2 MA-9), so the check counts
    // the section's files instead. A file deleted meanwhile may make it resend one that was stored.
    check: {
      call: 'viewCandidateFiles',
      args: { query: { batch_id: batchId, candidate_id: candidateId } },
      has: { isViva },
      atLeast: expected,
    },
  };
}
