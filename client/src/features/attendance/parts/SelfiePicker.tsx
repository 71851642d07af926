import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useObjectUrl } from '../../../outbox/useObjectUrl.ts';

/** A photo older than this (by its file date) comes from the gallery, not from the camera just now. */
const FRESH_MS = 5 * 60_000;

interface Props {
  photo: File | null;
  onPhoto: (file: File | null) => void;
  /** The button's text. */
  label: string;
  /** Refuse photos not taken just now (a selfie must come from the camera). */
  cameraOnly?: boolean;
  /** A form's problem with the photo: the input is marked (and focused first, when it is the first problem). */
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

/** The front camera (`capture="user"`), the photo shown once taken, and why a pick was refused. */
export function SelfiePicker({ photo, onPhoto, label, cameraOnly = true, ...invalid }: Props) {
  const { t } = useTranslation('attendance');
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useObjectUrl(photo ?? undefined);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      setRefusal(t('camera.none'));
      return;
    }
    if (!file.type.startsWith('image/')) {
      setRefusal(t('camera.notImage'));
      return;
    }
    if (cameraOnly && Date.now() - file.lastModified > FRESH_MS) {
      setRefusal(t('camera.gallery'));
      onPhoto(null);
      return;
    }
    setRefusal(null);
    onPhoto(file);
  };
  return (
    <div className="mb-3">
      {preview ? (
        <img
          src={preview}
          alt={t('camera.preview')}
          className="rounded mb-2 d-block w-100 object-fit-contain bg-body-tertiary"
          height={240}
        />
      ) : null}
      {/* The input is hidden, so this label is what the finger taps: 48 px high like every other control. */}
      <label
        htmlFor={id}
        className="btn btn-outline-primary w-100 d-flex align-items-center justify-content-center"
        style={{ minHeight: 48 }}
      >
        {photo ? t('camera.retake') : label}
      </label>
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept="image/*"
        capture="user"
        onChange={picked}
        {...invalid}
      />
      {refusal ? (
        <div className="small text-danger mt-1" role="alert">
          {refusal}
        </div>
      ) : null}
      <div className="small text-body-secondary mt-1">{t('camera.help')}</div>
    </div>
  );
}
