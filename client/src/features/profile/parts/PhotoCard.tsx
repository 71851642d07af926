import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { notify } from '../../../lib/toastStore.ts';
import { OutboxList } from '../../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { screenMessage } from '../../../session/screenMessage.ts';
import { useDeleteProfilePhotoMutation } from '../api.ts';
import { profileDraft, sectionScope } from '../drafts.ts';
import { compressImage } from '../../../lib/compressImage.ts';

interface Props {
  assessorId: string;
  url: string | undefined;
  name: string;
  /** The full field set to send with a new photo (the real API clears what is left out). */
  fields: Record<string, string>;
}

/** The profile photo: change it (shrunk before it is queued) or remove it (after confirmation). */
export function PhotoCard({ assessorId, url, name, fields }: Props) {
  const { t } = useTranslation('profile');
  const outbox = useOutbox();
  const pending = useOutboxEntries().filter((entry) => entry.scope === sectionScope('photo'));
  const [remove] = useDeleteProfilePhotoMutation();
  const [confirming, setConfirming] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error(t('errors.photoType'));
      return;
    }
    // A face needs no more than 640 px: a camera photo of several MB leaves the phone as some tens of KB.
    const photo = await compressImage(file, { jpeg: true, maxEdge: 640, quality: 0.82 });
    await outbox.add(profileDraft(assessorId, fields, photo, photo.name));
  }

  async function confirmRemove() {
    setConfirming(false);
    const result = await remove({ params: { id: assessorId } });
    if ('error' in result) notify.error(screenMessage(result.error, t('deleteFailed')));
  }

  return (
    <div className="d-flex align-items-center gap-3 mb-3" id="profile-photo">
      {url ? (
        <img
          src={url}
          alt={t('photoAlt', { name })}
          width={96}
          height={96}
          className="rounded-circle object-fit-cover"
        />
      ) : (
        <div
          className="rounded-circle bg-secondary-subtle d-flex align-items-center justify-content-center"
          style={{ width: 96, height: 96 }}
          aria-hidden="true"
        >
          {name.slice(0, 1)}
        </div>
      )}
      <div className="flex-fill">
        <label htmlFor="profile-photo-input" className="btn btn-outline-primary w-100 mb-2">
          {url ? t('changePhoto') : t('addPhoto')}
        </label>
        <input
          id="profile-photo-input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {url ? (
          <button type="button" className="btn btn-outline-danger w-100" onClick={() => setConfirming(true)}>
            {t('removePhoto')}
          </button>
        ) : null}
        <OutboxList entries={pending} outbox={outbox} />
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('removePhotoTitle')}
        confirmText={t('removePhoto')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      >
        {t('removePhotoText')}
      </ConfirmDialog>
    </div>
  );
}
