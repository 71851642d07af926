import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useParams } from 'react-router-dom';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useBatchDetailsQuery } from '../../batches/api.ts';
import { CompletenessList } from '../completeness/CompletenessList.tsx';
import { InvoicePanel } from './InvoicePanel.tsx';
import { paths } from '../../../paths/paths.ts';
import { UnknownBatch, isUnknownBatch } from '../../../components/UnknownBatch.tsx';
import { useCompleteness } from '../completeness/useCompleteness.ts';
import { useBackTo } from '../../../lib/screenFrame.ts';

/** `/batch/{batchID}/assessment/generate-invoice`: the completeness check first, then the invoice. */
export default function InvoiceScreen() {
  const { t } = useTranslation('closeout');
  const batchID = useParams().batchID ?? '';
  useBackTo(paths.batch.assessment.to({ batchID }));
  const { data: batch, isLoading, error, refetch } = useBatchDetailsQuery({ params: { id: batchID } });
  const { parts, complete } = useCompleteness(batch);
  return (
    <section>
      <h1 className="h4">{t('invoice.title')}</h1>
      {!isLoading && isUnknownBatch(error, batch) ? (
        <UnknownBatch error={error} />
      ) : (
        <ListStatus isLoading={isLoading} error={error} isEmpty={!batch} emptyText="" onRetry={() => void refetch()}>
          {batch ? (
            <>
              <p className="text-body-secondary">{batch.batchId}</p>
              <CompletenessList parts={parts} />
              <InvoicePanel batchId={batch._id} ready={complete} />
            </>
          ) : null}
        </ListStatus>
      )}
    </section>
  );
}
