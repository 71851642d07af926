import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { useBatchDetailsQuery } from '../../../features/batches/api.ts';
import { TodayAttendance } from '../../../features/attendance/TodayAttendance.tsx';
import { useActivityCountQuery } from '../../../features/evidence/api.ts';
import { BatchSummary } from '../../../components/BatchSummary.tsx';
import { paths } from '../../../paths/paths.ts';
import { UnknownBatch, isUnknownBatch } from '../../../components/UnknownBatch.tsx';
import { CompletenessCard } from '../../../features/closeout/completeness/CompletenessCard.tsx';
import { useScreenTitle } from '../../../lib/screenFrame.ts';
import { ReadyOffline } from '../../offlineDay/ReadyOffline.tsx';

/** Entries that say what their screen holds beyond its name (marking covers all three sections). */
const hints: Partial<Record<string, string>> = {
  theoryMarks: 'details.theoryMarksHint',
  vivaPracticalMarks: 'details.vivaPracticalMarksHint',
};

/** Sub-screens of spec §2 under /batch/{batchID}/assessment/, in the order of an assessment day. */
const entries = [
  ['candidateAttendance', paths.batch.candidateAttendance],
  ['theoryMarks', paths.batch.theoryMarks],
  ['vivaPracticalMarks', paths.batch.vivaPracticalMarks],
  ['activities', paths.batch.activities],
  ['batchDocuments', paths.batch.documents],
  ['raiseIssue', paths.batch.raiseIssue],
  ['generateInvoice', paths.batch.generateInvoice],
] as const;

/** `/batch/{batchID}/assessment`: the batch's facts and the way into each part of the assessment. */
export default function BatchAssessmentScreen() {
  const { t } = useTranslation('batches');
  const batchID = useParams().batchID ?? '';
  const assessorId = useAppSelector(selectAssessorId);
  const { data: batch, isLoading, error, refetch } = useBatchDetailsQuery({ params: { id: batchID } });
  const { data: count } = useActivityCountQuery(
    { query: { batchId: batchID, assesorId: assessorId ?? '' } },
    { skip: !assessorId || !batch?.isAcceptAssesor },
  );
  const title = batch ? t('details.title', { batchId: batch.batchId }) : undefined;
  useScreenTitle(title);
  return (
    <section>
      {!isLoading && isUnknownBatch(error, batch) ? (
        <UnknownBatch error={error} />
      ) : (
        <ListStatus isLoading={isLoading} error={error} isEmpty={!batch} emptyText="" onRetry={() => void refetch()}>
          {batch ? (
            <>
              <h1 className="h4 mb-3">{title}</h1>
              <div className="card mb-3">
                <div className="card-body">
                  <BatchSummary batch={batch} full />
                </div>
              </div>
              {batch.isAcceptAssesor ? <ReadyOffline batch={batch} /> : null}
              {batch.isAcceptAssesor ? <CompletenessCard batch={batch} /> : null}
              {batch.isAcceptAssesor ? <TodayAttendance batch={batch} /> : null}
              <h2 className="h5">{t('details.entries')}</h2>
              <nav aria-label={t('details.entries')}>
                <ul className="list-group">
                  {entries.map(([key, route]) => (
                    <li className="list-group-item p-0" key={key}>
                      <Link
                        to={route.to({ batchID: batch._id })}
                        className="d-flex justify-content-between align-items-center gap-2 p-3 text-decoration-none"
                      >
                        <span>
                          {t(`details.${key}`)}
                          {hints[key] ? (
                            <span className="d-block small text-body-secondary">{t(hints[key])}</span>
                          ) : null}
                        </span>
                        {key === 'activities' && count ? (
                          <span className="badge bg-primary">
                            {t('details.activityCount', { done: count.completedTabs, total: count.totalTabs })}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </>
          ) : null}
        </ListStatus>
      )}
    </section>
  );
}
