import { listTag } from '../../api/tags.ts';
import type { OutboxDraft } from '../../outbox/types.ts';

export const filesScope = (batchId: string, candidateId: string, isViva: boolean) =>
  `marks-files/${batchId}/${candidateId}/${isViva ? 'viva' : 'practical'}`;

/** One candidate photo or video as an outbox entry (`upload-viva-file` with `isViva`). */
export function filesDraft(batchId: string, candidateId: string, isViva: boolean, file: File): OutboxDraft {
  return {
    call: 'uploadCandidateFile',
    fields: { batch_id: batchId, candidate_id: candidateId, isViva: String(isViva) },
    files: [{ field: 'file', name: file.name, blob: file }],
    batchKey: `batch:${batchId}`,
    scope: filesScope(batchId, candidateId, isViva),
    label: file.name,
    invalidates: [listTag('VivaFile')],
    check: { call: 'viewCandidateFiles', args: { query: { batch_id: batchId, candidate_id: candidateId } }, has: { fileName: file.name } },
  };
}
