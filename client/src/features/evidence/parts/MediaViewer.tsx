import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { previewOf } from '../fileRules.ts';

export interface Viewed {
  url: string;
  name: string;
  mime?: string;
}

/** Full-screen view of a stored photo, or its video with controls (seekable: the server answers range requests). */
export function MediaViewer({ file, onClose }: { file: Viewed | null; onClose: () => void }) {
  const { t } = useTranslation('evidence');
  return (
    <Modal show={file !== null} onHide={onClose} fullscreen aria-label={t('viewer')}>
      <Modal.Header closeButton closeLabel={t('close', { ns: 'common' })}>
        <Modal.Title as="h2" className="h6 text-truncate">
          {file?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex align-items-center justify-content-center bg-dark p-0">
        {file && previewOf(file.mime, file.name) === 'video' ? (
          <video src={file.url} controls playsInline autoPlay className="evidence-full" aria-label={file.name} />
        ) : file ? (
          <img src={file.url} alt={file.name} className="evidence-full" />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}
