import { requestStates } from '@assessor/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { screenMessage, shownGlobally } from '../../session/screenMessage.ts';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Pager } from '../../components/Pager.tsx';
import { notify } from '../../components/toasts/toastStore.ts';
import type { Batch } from '../../api/models.ts';
import { useBatchRequestListQuery, useUpdateRequestStatusMutation } from './api.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { RequestCard } from './RequestCard.tsx';

type RequestState = (typeof requestStates)[number];
const isState = (value: string | null): value is RequestState => requestStates.includes(value as RequestState);

/** `/batch-requests`: pending requests to accept or reject (with a reason); accepted and rejected ones in their tabs. */
export default function BatchRequestsScreen() {
  const { t } = useTranslation('requests');
  const [params, setParams] = useSearchParams();
  const status: RequestState = isState(params.get('status')) ? (params.get('status') as RequestState) : 'pending';
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Batch | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useBatchRequestListQuery({ query: { status, page } });
  const [update, { isLoading: busy, error: updateError, reset }] = useUpdateRequestStatusMutation();
  const list = data?.batchReqList ?? [];

  const decide = async (batch: Batch, reason?: string) => {
    const body = reason === undefined ? { batch_id: batch._id, isAcceptAssesor: true } : { batch_id: batch._id, isAcceptAssesor: false, RejectComment: reason };
    const result = await update({ body });
    if ('error' in result) {
      if (!shownGlobally(result.error) && reason === undefined) notify.error(screenMessage(result.error, ''));
      return;
    }
    setRejecting(null);
    notify.success(t(reason === undefined ? 'accepted' : 'rejected', { batchId: batch.batchId }));
  };

  const showTab = (next: RequestState) => {
    setPage(1);
    setParams(next === 'pending' ? {} : { status: next }, { replace: true });
  };

  return (
    <section>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <div className="nav nav-pills nav-fill mb-3" role="tablist" aria-label={t('tabsLabel')}>
        {requestStates.map((state) => (
          <button key={state} type="button" role="tab" aria-selected={state === status} className={`nav-link ${state === status ? 'active' : ''}`} onClick={() => showTab(state)}>
            {t(`tabs.${state}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`tabs.${status}`)} aria-busy={isFetching}>
        <ListStatus isLoading={isLoading} error={error} isEmpty={list.length === 0} emptyText={t(`empty.${status}`)} onRetry={() => void refetch()}>
          <ul className="list-unstyled">
            {list.map((batch) => (
              <RequestCard key={batch._id} batch={batch} busy={busy}
                {...(status === 'pending' ? { onAccept: () => void decide(batch), onReject: () => { reset(); setRejecting(batch); } } : {})} />
            ))}
          </ul>
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} />
        </ListStatus>
      </div>
      {rejecting ? (
        <RejectDialog batchId={rejecting.batchId} busy={busy} serverError={shownGlobally(updateError) ? '' : screenMessage(updateError, '')}
          onReject={(reason) => void decide(rejecting, reason)} onCancel={() => setRejecting(null)} />
      ) : null}
    </section>
  );
}
