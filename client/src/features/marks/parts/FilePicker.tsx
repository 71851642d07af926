import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { compressImage } from '../../../lib/compressImage.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const accepted = /^(image\/(jpeg|png|gif|webp)|video\/mp4)$/;

/**
 * Take a photo, record a video or choose files: photos are compressed (1600 px, JPEG), each file is checked (type,
 * 10 MB) before it goes to the outbox, and a refused file says why without a request.
 */
export function FilePicker({ onFile }: { onFile: (file: File) => Promise<unknown> }) {
  const { t } = useTranslation('marks');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblem(null);
    setBusy(true);
    try {
      for (const original of files) {
        const file = original.type.startsWith('image/') ? await compressImage(original, { jpeg: true }) : original;
        if (!accepted.test(file.type)) setProblem(t('wrongType', { name: original.name }));
        else if (file.size > MAX_BYTES) setProblem(t('tooLarge', { name: original.name }));
        else await onFile(file);
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const button = 'btn btn-outline-primary d-flex align-items-center';
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        <label className={button} style={{ minHeight: 48 }}>
          {t('takePhoto')}
          <input
            type="file"
            className="visually-hidden"
            accept="image/*"
            capture="environment"
            onChange={(e) => void picked(e)}
          />
        </label>
        <label className={button} style={{ minHeight: 48 }}>
          {t('recordVideo')}
          <input
            type="file"
            className="visually-hidden"
            accept="video/mp4"
            capture="environment"
            onChange={(e) => void picked(e)}
          />
        </label>
        <label className={button} style={{ minHeight: 48 }}>
          {t('chooseFiles')}
          <input
            type="file"
            className="visually-hidden"
            accept="image/jpeg,image/png,image/gif,image/webp,video/mp4"
            multiple
            onChange={(e) => void picked(e)}
          />
        </label>
      </div>
      {busy ? (
        <p className="small text-body-secondary mt-1" role="status">
          {t('preparing')}
        </p>
      ) : null}
      {problem ? (
        <p className="small text-danger mt-1" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
