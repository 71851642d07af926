import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useObjectUrl } from '../../../outbox/useObjectUrl.ts';

function Thumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('closeout');
  const url = useObjectUrl(file);
  const video = file.type.startsWith('video/');
  return (
    <li className="d-flex align-items-center gap-2 border rounded p-1">
      {url && !video ? <img src={url} alt="" width={48} height={48} className="object-fit-cover rounded" /> : null}
      <span className="small text-truncate flex-grow-1">{file.name}</span>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        style={{ minWidth: 48, minHeight: 48 }}
        aria-label={t('raise.removeFile', { name: file.name })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

interface Props {
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  error: string | null;
}

/** The photos or video: a labelled picker, the picked files with a remove button each, and what is wrong. */
export function FilePicker({ files, onAdd, onRemove, error }: Props) {
  const { t } = useTranslation('closeout');
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const list = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (list.length > 0) onAdd(list);
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('raise.files')}</legend>
      <p id="issue-files-hint" className="form-text mt-0">
        {t('raise.filesHint')}
      </p>
      <label
        className="btn btn-outline-primary d-flex align-items-center justify-content-center"
        style={{ minHeight: 48 }}
      >
        {t('raise.addFiles')}
        <input
          type="file"
          className="visually-hidden"
          accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,.mp4"
          multiple
          aria-describedby="issue-files-hint"
          onChange={picked}
        />
      </label>
      {files.length > 0 ? (
        <ul className="list-unstyled d-grid gap-1 mt-2 mb-0">
          {files.map((file, index) => (
            <Thumb key={`${file.name}-${index}`} file={file} onRemove={() => onRemove(index)} />
          ))}
        </ul>
      ) : null}
      <div className="invalid-feedback d-block" aria-live="polite">
        {error}
      </div>
    </fieldset>
  );
}
