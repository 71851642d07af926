import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../fileRules.ts';
import type { Entry } from '../useUploadQueue.ts';
import { FilePreview } from './FilePreview.tsx';

interface Props {
  entry: Entry;
  onStart: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

/** One picked file: preview, size before and after compression, progress, and what can be done with it now. */
export function QueueEntry({ entry, onStart, onCancel, onRemove }: Props) {
  const { t } = useTranslation('evidence');
  const { file, status } = entry;
  const name = file.name;
  const resized = entry.originalSize !== file.size;
  const percent = Math.round(entry.progress * 100);
  return (
    <li className="list-group-item d-flex gap-2 align-items-start">
      <FilePreview src={entry.preview} name={name} mime={file.type} />
      <div className="flex-grow-1 min-w-0">
        <div className="text-truncate fw-semibold">{name}</div>
        <div className="small text-body-secondary">
          {resized ? t('sizes', { before: formatSize(entry.originalSize), after: formatSize(file.size) }) : formatSize(file.size)}
        </div>
        {status === 'preparing' ? <div className="small">{t('preparing')}</div> : null}
        {status === 'uploading' ? (
          <div className="progress mt-1" role="progressbar" aria-label={t('progressOf', { name })}
            aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
            <div className="progress-bar" style={{ width: `${percent}%` }}>{percent}%</div>
          </div>
        ) : null}
        {entry.refusal ? <div className="small text-danger" role="alert">{t(entry.refusal.key, entry.refusal)}</div> : null}
        {entry.message ? (
          <div className={`small ${status === 'failed' ? 'text-danger' : 'text-body-secondary'}`} role={status === 'failed' ? 'alert' : 'status'}>
            {entry.message}
          </div>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mt-1">
          {status === 'uploading' ? (
            <Button size="sm" variant="outline-secondary" onClick={onCancel} aria-label={t('cancelFile', { name })}>{t('cancel', { ns: 'common' })}</Button>
          ) : null}
          {status === 'failed' ? (
            <Button size="sm" variant="primary" onClick={onStart} aria-label={t('retryFile', { name })}>{t('retry')}</Button>
          ) : null}
          {status === 'ready' ? (
            <Button size="sm" variant="outline-primary" onClick={onStart} aria-label={t('uploadFile', { name })}>{t('uploadAll')}</Button>
          ) : null}
          {status !== 'uploading' && status !== 'preparing' ? (
            <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={t('removeFile', { name })}>×</Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
