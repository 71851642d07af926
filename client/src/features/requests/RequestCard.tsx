import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { aboveCard } from '../../components/aboveCard.ts';
import { BatchSummary } from '../../components/BatchSummary.tsx';
import type { Batch } from '../../api/models.ts';

interface RequestCardProps {
  batch: Batch;
  busy: boolean;
  onAccept?: () => void;
  onReject?: () => void;
}

/**
 * One request. Tapping the card anywhere shows (or hides) all the batch's facts: the title is a disclosure button
 * stretched over the card; the accept and reject buttons sit above that stretch, so they are never nested in it.
 */
export function RequestCard({ batch, busy, onAccept, onReject }: RequestCardProps) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState(false);
  const factsId = `request-facts-${batch._id}`;
  return (
    <li className="card mb-3 position-relative">
      <article className="card-body" aria-label={batch.batchId}>
        <h2 className="h6 card-title">
          <button
            type="button"
            className="btn btn-link p-0 text-start text-decoration-none fw-semibold stretched-link"
            aria-expanded={open}
            aria-controls={factsId}
            onClick={() => setOpen(!open)}
          >
            {batch.batchId}
          </button>
        </h2>
        <div id={factsId}>
          <BatchSummary batch={batch} full={open} />
        </div>
        <p className="small text-body-secondary mb-0">{t(open ? 'lessFacts' : 'moreFacts')}</p>
        {batch.RejectComment ? (
          <p className="small text-danger mb-0 mt-1">{t('rejectReason', { reason: batch.RejectComment })}</p>
        ) : null}
        {onAccept && onReject ? (
          <div className="d-flex gap-2 mt-2 position-relative" style={aboveCard}>
            <button
              type="button"
              className="btn btn-success flex-fill"
              disabled={busy}
              onClick={onAccept}
              aria-label={t('acceptBatch', { batchId: batch.batchId })}
            >
              {t('accept')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger flex-fill"
              disabled={busy}
              onClick={onReject}
              aria-label={t('rejectBatch', { batchId: batch.batchId })}
            >
              {t('reject')}
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
