import { useTranslation } from 'react-i18next';
import { BatchSummary } from '../../components/BatchSummary.tsx';
import type { Batch } from '../../api/models.ts';

interface RequestCardProps {
  batch: Batch;
  busy: boolean;
  onAccept?: () => void;
  onReject?: () => void;
}

/** One request; pending ones carry the accept and reject buttons. */
export function RequestCard({ batch, busy, onAccept, onReject }: RequestCardProps) {
  const { t } = useTranslation('requests');
  return (
    <li className="card mb-3">
      <article className="card-body" aria-label={batch.batchId}>
        <h2 className="h6 card-title">{batch.batchId}</h2>
        <BatchSummary batch={batch} />
        {batch.RejectComment ? <p className="small text-danger mb-0 mt-1">{t('rejectReason', { reason: batch.RejectComment })}</p> : null}
        {onAccept && onReject ? (
          <div className="d-flex gap-2 mt-2">
            <button type="button" className="btn btn-success flex-fill" disabled={busy} onClick={onAccept} aria-label={t('acceptBatch', { batchId: batch.batchId })}>
              {t('accept')}
            </button>
            <button type="button" className="btn btn-outline-danger flex-fill" disabled={busy} onClick={onReject} aria-label={t('rejectBatch', { batchId: batch.batchId })}>
              {t('reject')}
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
