import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { OutboxList } from '../../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { useDeleteCandidateFileMutation, useViewCandidateFilesQuery } from '../endpoints.ts';
import { filesDraft, filesScope } from '../filesEntry.ts';
import { filesOf } from '../nosFields.ts';
import { FilePicker } from './FilePicker.tsx';

interface Props {
  batchId: string;
  candidateId: string;
  isViva: boolean;
}

/** The candidate's photos and videos of the section: picked, compressed and sent through the outbox; listed; deleted. */
export function CandidateFiles({ batchId, candidateId, isViva }: Props) {
  const { t } = useTranslation('marks');
  const outbox = useOutbox();
  const scope = filesScope(batchId, candidateId, isViva);
  const pending = useOutboxEntries().filter((entry) => entry.scope === scope);
  const { data, isLoading, error, refetch } = useViewCandidateFilesQuery({
    query: { batch_id: batchId, candidate_id: candidateId },
  });
  const [remove, removing] = useDeleteCandidateFileMutation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const files = filesOf(data).filter((file) => file.isViva === isViva);
  const send = (file: File) =>
    outbox.add(filesDraft(batchId, candidateId, isViva, file, files.length + pending.length + 1));
  return (
    <section className="mb-3" aria-labelledby="candidate-files">
      <h2 id="candidate-files" className="h6">
        {isViva ? t('vivaFiles') : t('practicalFiles')}
      </h2>
      <FilePicker onFile={send} />
      <OutboxList entries={pending} outbox={outbox} />
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={files.length === 0}
        emptyText={t('noFiles')}
        onRetry={() => void refetch()}
      >
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2" aria-label={t('storedFiles')}>
          {files.map((file) => (
            <li key={file._id} className="position-relative">
              {file.isVideo ? (
                <video
                  src={file.url}
                  width={96}
                  height={96}
                  className="rounded object-fit-cover bg-dark"
                  controls
                  preload="metadata"
                  aria-label={file.fileName ?? t('video')}
                />
              ) : (
                <img
                  src={file.url}
                  width={96}
                  height={96}
                  className="rounded object-fit-cover"
                  alt={file.fileName ?? t('photo')}
                />
              )}
              <button
                type="button"
                className="btn btn-sm btn-danger d-block w-100 mt-1"
                style={{ minHeight: 48 }}
                disabled={removing.isLoading}
                aria-label={t('deleteFile', { name: file.fileName ?? file.fileKey })}
                onClick={() => setDeleting(file._id)}
              >
                {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      </ListStatus>
      <ConfirmDialog
        show={deleting !== null}
        title={t('deleteTitle')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting!;
          setDeleting(null);
          void remove({ params: { id } });
        }}
      >
        {t('deleteText')}
      </ConfirmDialog>
    </section>
  );
}
