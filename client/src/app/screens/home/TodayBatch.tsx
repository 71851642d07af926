import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import type { Batch } from '../../../api/models.ts';
import { aboveCard } from '../../../components/aboveCard.ts';
import { paths } from '../../../paths/paths.ts';
import { HomeBatch } from './HomeBatch.tsx';
import { useTodayStep } from './useTodayStep.ts';

/**
 * Today's batch and what to do now: its centre and dates and the next step as a big button (clock in, then the
 * evidence). The card opens the batch; the button sits above that stretched link.
 */
export function TodayBatch({
  batch,
  assessorId,
  more,
}: {
  batch: Batch;
  assessorId: string | undefined;
  more: number;
}) {
  const { t } = useTranslation('home');
  const { step, loading } = useTodayStep(batch, assessorId);
  return (
    <section className="card mb-3 border-success position-relative" aria-labelledby="today-batch">
      <div className="card-body">
        <h2 id="today-batch" className="h6 card-title text-success-emphasis">
          {t('today')}
        </h2>
        <HomeBatch batch={batch} />
        {/* While the step loads its place is kept, so nothing below moves when it comes. Without a known count the
            step is the batch itself, which the whole card already opens. */}
        {loading ? (
          <span className="btn btn-lg w-100 invisible" aria-hidden="true">
            &nbsp;
          </span>
        ) : step && step.kind !== 'openBatch' ? (
          <Link to={step.to} className="btn btn-primary btn-lg w-100 position-relative" style={aboveCard}>
            {step.kind === 'clockIn'
              ? t('stepClockIn')
              : t(step.kind === 'uploadEvidence' ? 'stepUploadEvidence' : 'stepEvidenceDone', {
                  done: step.done,
                  total: step.total,
                })}
          </Link>
        ) : null}
        {more > 0 ? (
          <Link
            to={`${paths.myBatches.to()}?batchType=ongoing`}
            className="d-inline-block mt-2 position-relative"
            style={aboveCard}
          >
            {t('moreToday', { count: more })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
