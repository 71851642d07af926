import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { ListStatus } from '../../components/ListStatus.tsx';
import { selectAssessorId } from '../auth/authSlice.ts';
import { useActivityCountQuery, useBatchDetailsQuery } from './api.ts';
import { BatchSummary } from './BatchSummary.tsx';

/** Sub-screens of spec §2 under /batch/{batchID}/assessment/; screens not built yet say so when opened. */
const entries = [
  ['clockIn', (id: string) => `/batch/${id}/clock-in`],
  ['candidateAttendance', (id: string) => `/batch/${id}/assessment/candidate-attendence`],
  ['theoryMarks', (id: string) => `/batch/${id}/assessment/theory-marks`],
  ['vivaPracticalMarks', (id: string) => `/batch/${id}/assessment/viva-practical-marks`],
  ['activities', (id: string) => `/batch/${id}/assessment/activities`],
  ['batchDocuments', (id: string) => `/batch/${id}/assessment/batch-documents`],
  ['raiseIssue', (id: string) => `/batch/${id}/assessment/raise-issue`],
  ['generateInvoice', (id: string) => `/batch/${id}/assessment/generate-invoice`],
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
  return (
    <section>
      <ListStatus isLoading={isLoading} error={error} isEmpty={!batch} emptyText="" onRetry={() => void refetch()}>
        {batch ? (
          <>
            <h1 className="h4 mb-3">{t('details.title', { batchId: batch.batchId })}</h1>
            <div className="card mb-3"><div className="card-body"><BatchSummary batch={batch} full /></div></div>
            <h2 className="h5">{t('details.entries')}</h2>
            <nav aria-label={t('details.entries')}>
              <ul className="list-group">
                {entries.map(([key, to]) => (
                  <li className="list-group-item p-0" key={key}>
                    <Link to={to(batch._id)} className="d-flex justify-content-between p-3 text-decoration-none">
                      <span>{t(`details.${key}`)}</span>
                      {key === 'activities' && count ? (
                        <span className="badge bg-primary">{t('details.activityCount', { done: count.completedTabs, total: count.totalTabs })}</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
      </ListStatus>
    </section>
  );
}
