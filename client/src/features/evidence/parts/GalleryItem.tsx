import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { FileKind } from '@assessor/contract';
import { formatSize } from '../fileRules.ts';
import { itemName, itemPreview } from '../itemKind.ts';
import type { UrlItem } from '../slots.ts';
import { FilePreview } from './FilePreview.tsx';

interface Props {
  item: UrlItem;
  url: string;
  onOpen: () => void;
  onDelete: () => void;
  /** The slot's file kinds: a video slot's items without name or type are videos. */
  slotKinds?: readonly FileKind[] | undefined;
}

/** A stored file: images open full screen, videos play inline, documents open in a new tab. */
export function GalleryItem({ item: stored, url, onOpen, onDelete, slotKinds }: Props) {
  const { t } = useTranslation('evidence');
  const kind = itemPreview(stored, slotKinds);
  const item = { ...stored, fileName: itemName(stored) };
  const open = t('openFile', { name: item.fileName });
  return (
    <li className="evidence-tile">
      {kind === 'video' ? (
        <video
          src={url}
          controls
          playsInline
          preload="metadata"
          className="evidence-thumb"
          aria-label={item.fileName}
        />
      ) : kind === 'image' ? (
        <button type="button" className="btn p-0 border-0" onClick={onOpen} aria-label={open}>
          <FilePreview src={url} name={item.fileName} mime={item.mimeType} />
        </button>
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={open}>
          <FilePreview src={url} name={item.fileName} mime={item.mimeType} />
        </a>
      )}
      <div className="small text-truncate" title={item.fileName}>
        {item.fileName}
      </div>
      {item.size !== undefined ? <div className="small text-body-secondary">{formatSize(item.size)}</div> : null}
      <Button
        size="sm"
        variant="outline-danger"
        onClick={onDelete}
        aria-label={t('deleteFile', { name: item.fileName })}
      >
        {t('delete')}
      </Button>
    </li>
  );
}
