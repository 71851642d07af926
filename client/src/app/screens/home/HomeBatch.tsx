import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import type { Batch } from '../../../api/models.ts';
import { batchFacts } from '../../../api/batchFacts.ts';
import { formatDateRange, formatTimeRange } from '../../../lib/times.ts';
import { paths } from '../../../paths/paths.ts';

/** A home card's batch: its id, whose link stretches over the card to open it, then job role, centre, dates and times. */
export function HomeBatch({ batch }: { batch: Batch }) {
  const { t } = useTranslation('home');
  const jobRole = batchFacts(batch).jobRole;
  return (
    <>
      <p className="mb-1">
        <Link
          to={paths.batch.assessment.to({ batchID: batch._id })}
          className="stretched-link fw-semibold"
          aria-label={t('openBatch', { batchId: batch.batchId })}
        >
          {batch.batchId}
        </Link>
      </p>
      {jobRole ? <p className="mb-1">{jobRole}</p> : null}
      {batch.examCenterName ? <p className="mb-1 fw-semibold">{batch.examCenterName}</p> : null}
      <p className="mb-0 text-body-secondary">
        {[formatDateRange(batch.startDate, batch.endDate), formatTimeRange(batch.startTime, batch.endTime)]
          .filter(Boolean)
          .join(', ')}
      </p>
    </>
  );
}
