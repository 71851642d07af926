import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import type { Batch } from '../../api/models.ts';
import { BatchSummary } from '../../components/BatchSummary.tsx';
import type { BatchType } from './order.ts';
import { paths } from '../../paths/paths.ts';

const stageBadge: Record<BatchType, string> = {
  ongoing: 'text-bg-success',
  upcoming: 'text-bg-primary',
  completed: 'text-bg-secondary',
};

/** A batch in a list; the whole card opens the batch (stretched link: one interactive element, the card its target). */
export function BatchCard({ batch, stage }: { batch: Batch; stage?: BatchType }) {
  const { t } = useTranslation('batches');
  return (
    <li className="card mb-3 position-relative">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <h2 className="h6 card-title">
            <Link
              to={paths.batch.assessment.to({ batchID: batch._id })}
              className="stretched-link"
              aria-label={t('open', { batchId: batch.batchId })}
            >
              {batch.batchId}
            </Link>
          </h2>
          {stage ? <span className={`badge ${stageBadge[stage]}`}>{t(`types.${stage}`)}</span> : null}
        </div>
        <BatchSummary batch={batch} />
      </div>
    </li>
  );
}
