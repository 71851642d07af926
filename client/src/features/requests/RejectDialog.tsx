import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useForm } from '../../components/form/useForm.ts';

interface RejectDialogProps {
  batchId: string;
  busy: boolean;
  /** The server's message when rejecting failed. */
  serverError: string;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** A reason of at least 3 characters (spaces aside) is required. */
const checkReason = ({ reason }: { reason: string }) => (reason.trim().length < 3 ? { reason: 'reasonRequired' } : {});

/** Asks for the required reason before rejecting a request. */
export function RejectDialog({ batchId, busy, serverError, onReject, onCancel }: RejectDialogProps) {
  const { t } = useTranslation('requests');
  const { values, set, errors, handleSubmit } = useForm({ reason: '' }, checkReason, { clearFixed: true });
  const submit = handleSubmit(({ reason }) => onReject(reason.trim()));
  const error = errors.reason ? t(errors.reason) : serverError;
  const titleId = useId();
  return (
    <Modal show onHide={onCancel} centered aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Modal.Header>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {t('rejectTitle', { batchId })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <label htmlFor="reject-reason" className="form-label">
            {t('reasonLabel')}
          </label>
          {/* The dialog opens on its only field (react-bootstrap leaves focus inside the dialog where it is). */}
          <textarea
            id="reject-reason"
            autoFocus
            className={`form-control ${error ? 'is-invalid' : ''}`}
            rows={3}
            maxLength={500}
            value={values.reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reject-reason-error' : undefined}
            onChange={(event) => set('reason')(event.target.value)}
          />
          <div id="reject-reason-error" className="invalid-feedback d-block" aria-live="polite">
            {error}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button variant="danger" type="submit" disabled={busy}>
            {t('reject')}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
