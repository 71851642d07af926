import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useBatchListQuery } from '../../batches/api.ts';
import { RaiseIssuePanel } from './RaiseIssuePanel.tsx';
import { paths } from '../../../paths/paths.ts';
import { useBackTo } from '../../../lib/screenFrame.ts';

/** `/batchassessment-details/raise`: the assessor first picks the batch (ongoing or completed) the issue is about. */
function BatchPicker() {
  const { t } = useTranslation('closeout');
  const ongoing = useBatchListQuery({ query: { batchType: 'ongoing', limit: 50 } });
  const completed = useBatchListQuery({ query: { batchType: 'completed', limit: 50 } });
  const batches = [...(ongoing.data?.batchList ?? []), ...(completed.data?.batchList ?? [])];
  return (
    <>
      <p>{t('raise.pickIntro')}</p>
      <ListStatus
        isLoading={ongoing.isLoading || completed.isLoading}
        error={ongoing.error ?? completed.error}
        isEmpty={batches.length === 0}
        emptyText={t('raise.pickEmpty')}
        onRetry={() => {
          void ongoing.refetch();
          void completed.refetch();
        }}
      >
        <ul className="list-group">
          {batches.map((batch) => (
            <li key={batch._id} className="list-group-item p-0">
              <Link to={paths.batch.raiseIssue.to({ batchID: batch._id })} className="d-block p-3 text-decoration-none">
                {t('raise.pickBatch', { batchId: batch.batchId, centre: batch.examCenterName ?? '' })}
              </Link>
            </li>
          ))}
        </ul>
      </ListStatus>
    </>
  );
}

/** `/batch/{batchID}/assessment/raise-issue` (and `/batchassessment-details/raise` to pick the batch first). */
export default function RaiseIssueScreen() {
  const { t } = useTranslation('closeout');
  const { batchID } = useParams();
  useBackTo(batchID ? paths.batch.assessment.to({ batchID }) : undefined);
  return (
    <section>
      <h1 className="h4">{t('raise.title')}</h1>
      {batchID ? <RaiseIssuePanel batchId={batchID} /> : <BatchPicker />}
    </section>
  );
}
