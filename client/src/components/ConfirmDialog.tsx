import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../i18n/useTranslation.ts';

export interface ConfirmDialogProps {
  show: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** When given, a third 'No' button appears. */
  onDeny?: () => void;
  confirmText?: string;
  denyText?: string;
  cancelText?: string;
}

/** Confirmation dialog with the default buttons of spec §9: 'OK', 'No', 'Cancel'. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { show, title, children, onConfirm, onCancel, onDeny } = props;
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {children ? <Modal.Body>{children}</Modal.Body> : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {props.cancelText ?? t('cancel')}
        </Button>
        {onDeny ? (
          <Button variant="outline-danger" onClick={onDeny}>
            {props.denyText ?? t('no')}
          </Button>
        ) : null}
        <Button variant="primary" onClick={onConfirm}>
          {props.confirmText ?? t('ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
