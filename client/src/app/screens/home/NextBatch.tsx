import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Batch } from '../../../api/models.ts';
import { batchFacts } from '../../../lib/batchFacts.ts';
import { paths } from '../../../paths/paths.ts';

/** The batch to go to next: exam centre, date and time. */
export function NextBatch({ batch }: { batch: Batch | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section className="card mb-3" aria-labelledby="next-batch">
      <div className="card-body">
        <h2 id="next-batch" className="h6 card-title">{t('nextBatch')}</h2>
        {batch ? (
          <>
            <p className="mb-1"><Link to={paths.batch.assessment.to({ batchID: batch._id })}>{batch.batchId}</Link>{batchFacts(batch).jobRole ? ` · ${batchFacts(batch).jobRole}` : ''}</p>
            {batch.examCenterName ? <p className="mb-1">{batch.examCenterName}</p> : null}
            <p className="mb-0 text-body-secondary">{[batch.startDate, batch.startTime].filter(Boolean).join(', ')}</p>
          </>
        ) : (
          <p className="mb-0 text-body-secondary">{t('noNextBatch')}</p>
        )}
      </div>
    </section>
  );
}
