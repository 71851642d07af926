import type { FileKind } from '@assessor/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import type { UrlItem } from '../slots.ts';
import { GalleryItem } from './GalleryItem.tsx';
import { MediaViewer, type Viewed } from './MediaViewer.tsx';
import { useFileUrl } from './useFileUrl.ts';

/** The stored files of one slot, with viewing and confirmed deletion. */
export function SlotGallery({
  items,
  kinds,
  onDelete,
}: {
  items: UrlItem[];
  kinds?: readonly FileKind[];
  onDelete: (item: UrlItem) => void;
}) {
  const { t } = useTranslation('evidence');
  const fileUrl = useFileUrl();
  const [viewed, setViewed] = useState<Viewed | null>(null);
  const [doomed, setDoomed] = useState<UrlItem | null>(null);
  if (items.length === 0) return <p className="small text-body-secondary mb-0">{t('galleryEmpty')}</p>;
  return (
    <>
      <ul className="evidence-grid list-unstyled mb-0">
        {items.map((item) => (
          <GalleryItem
            key={item._id}
            item={item}
            url={fileUrl(item.url)}
            slotKinds={kinds}
            onOpen={() => setViewed({ url: fileUrl(item.url), name: item.fileName, mime: item.mimeType })}
            onDelete={() => setDoomed(item)}
          />
        ))}
      </ul>
      <MediaViewer file={viewed} onClose={() => setViewed(null)} />
      <ConfirmDialog
        show={doomed !== null}
        title={t('confirmDelete')}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (doomed) onDelete(doomed);
          setDoomed(null);
        }}
      >
        {doomed?.fileName}
      </ConfirmDialog>
    </>
  );
}
