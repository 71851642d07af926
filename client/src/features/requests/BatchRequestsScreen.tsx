import { requestStates } from '@assessor/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { screenMessage, shownGlobally } from '../../session/screenMessage.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Pager } from '../../components/Pager.tsx';
import { notify } from '../../lib/toastStore.ts';
import type { Batch } from '../../api/models.ts';
import { formatDateRange, formatTimeRange } from '../../lib/times.ts';
import { useBatchRequestListQuery, useUpdateRequestStatusMutation } from './api.ts';
import { decidedFirst, type RequestState } from './decidedFirst.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { RequestCard } from './RequestCard.tsx';

const isState = (value: string | null): value is RequestState => requestStates.includes(value as RequestState);

/**
 * `/batch-requests`: pending requests to accept (after a confirmation: it commits the assessor to dates and travel) or
 * reject (with a reason); accepted and rejected ones in their tabs, the ones decided here first.
 */
export default function BatchRequestsScreen() {
  const { t } = useTranslation('requests');
  const [params, setParams] = useSearchParams();
  const status: RequestState = isState(params.get('status')) ? (params.get('status') as RequestState) : 'pending';
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Batch | null>(null);
  const [accepting, setAccepting] = useState<Batch | null>(null);
  const [decided, setDecided] = useState<Batch[]>([]);
  const { data, isLoading, isFetching, error, refetch } = useBatchRequestListQuery({ query: { status, page } });
  const [update, { isLoading: busy, error: updateError, reset }] = useUpdateRequestStatusMutation();
  const served = data?.batchReqList ?? [];
  const list = page === 1 ? decidedFirst(served, decided, status) : served;

  const decide = async (batch: Batch, reason?: string) => {
    const body =
      reason === undefined
        ? { batch_id: batch._id, isAcceptAssesor: true }
        : { batch_id: batch._id, isAcceptAssesor: false, RejectComment: reason };
    const result = await update({ body });
    if ('error' in result) {
      if (!shownGlobally(result.error) && reason === undefined) notify.error(screenMessage(result.error, ''));
      return;
    }
    const after: Batch = { ...batch, isAcceptAssesor: reason === undefined, RejectComment: reason ?? null };
    setDecided((before) => [after, ...before.filter((item) => item._id !== batch._id)]);
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
          <button
            key={state}
            type="button"
            role="tab"
            aria-selected={state === status}
            className={`nav-link ${state === status ? 'active' : ''}`}
            onClick={() => showTab(state)}
          >
            {t(`tabs.${state}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`tabs.${status}`)} aria-busy={isFetching}>
        <ListStatus
          isLoading={isLoading}
          error={error}
          isEmpty={list.length === 0}
          emptyText={t(`empty.${status}`)}
          onRetry={() => void refetch()}
        >
          <ul className="list-unstyled">
            {list.map((batch) => (
              <RequestCard
                key={batch._id}
                batch={batch}
                busy={busy}
                {...(status === 'pending'
                  ? {
                      onAccept: () => setAccepting(batch),
                      onReject: () => {
                        reset();
                        setRejecting(batch);
                      },
                    }
                  : {})}
              />
            ))}
          </ul>
          <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} />
        </ListStatus>
      </div>
      <ConfirmDialog
        show={accepting !== null}
        title={t('acceptTitle', { batchId: accepting?.batchId ?? '' })}
        confirmText={t('accept')}
        onCancel={() => setAccepting(null)}
        onConfirm={() => {
          if (accepting) void decide(accepting);
          setAccepting(null);
        }}
      >
        {accepting
          ? `${formatDateRange(accepting.startDate, accepting.endDate)}, ${formatTimeRange(accepting.startTime, accepting.endTime)}. ${t('acceptText', { centre: accepting.examCenterName || '–' })}`
          : null}
      </ConfirmDialog>
      {rejecting ? (
        <RejectDialog
          batchId={rejecting.batchId}
          busy={busy}
          serverError={shownGlobally(updateError) ? '' : screenMessage(updateError, '')}
          onReject={(reason) => void decide(rejecting, reason)}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
    </section>
  );
}
