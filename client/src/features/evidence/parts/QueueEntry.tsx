import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatSize } from '../fileRules.ts';
import type { Picked } from '../useUploadQueue.ts';
import { FilePreview } from './FilePreview.tsx';

/** A picked file not (yet) in the outbox: preview, size before and after compression, or why it was refused. */
export function QueueEntry({ entry, onRemove }: { entry: Picked; onRemove: () => void }) {
  const { t } = useTranslation('evidence');
  const { file, status } = entry;
  const name = file.name;
  const resized = entry.originalSize !== file.size;
  return (
    <li className="list-group-item d-flex gap-2 align-items-start">
      <FilePreview src={entry.preview} name={name} mime={file.type} />
      <div className="flex-grow-1 min-w-0">
        <div className="text-truncate fw-semibold">{name}</div>
        <div className="small text-body-secondary">
          {resized
            ? t('sizes', { before: formatSize(entry.originalSize), after: formatSize(file.size) })
            : formatSize(file.size)}
        </div>
        {status === 'preparing' ? <div className="small">{t('preparing')}</div> : null}
        {entry.refusal ? (
          <div className="small text-danger" role="alert">
            {t(entry.refusal.key, entry.refusal)}
          </div>
        ) : null}
        {status === 'notKept' ? (
          <div className="small text-danger" role="alert">
            {t('notKept', { message: entry.message })}
          </div>
        ) : null}
        {status !== 'preparing' ? (
          <div className="d-flex flex-wrap gap-2 mt-1">
            <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={t('removeFile', { name })}>
              ×
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
