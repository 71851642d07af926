import type { FileKind } from '@assessor/contract';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { acceptOf } from '../fileRules.ts';

/** Camera capture and gallery choice (several at once) for one slot; the inputs are labelled buttons. */
export function PickButtons({ kinds, onPick }: { kinds: readonly FileKind[]; onPick: (files: File[]) => void }) {
  const { t } = useTranslation('evidence');
  const video = kinds.includes('video');
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <div className="d-flex flex-wrap gap-2">
      <label className="btn btn-outline-primary btn-sm">
        {video ? t('recordVideo') : t('takePhoto')}
        <input
          type="file"
          className="visually-hidden"
          accept={video ? 'video/*' : 'image/*'}
          capture="environment"
          onChange={picked}
        />
      </label>
      <label className="btn btn-outline-primary btn-sm">
        {video ? t('chooseVideos') : t('chooseFiles')}
        <input type="file" className="visually-hidden" accept={acceptOf(kinds)} multiple onChange={picked} />
      </label>
    </div>
  );
}
