import type { EvidenceKind } from '@assessor/contract';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { useOnline } from '../../../pwa/useOnline.ts';
import { screenMessage, shownGlobally } from '../../../session/screenMessage.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { Loader } from '../../../components/Loader.tsx';
import { notify } from '../../../lib/toastStore.ts';
import { endpointsOf } from '../api.ts';
import { fileCountOf, filesBySlot, type UrlItem } from '../slots.ts';
import { useTabStatusSync } from '../useTabStatusSync.ts';
import { dayScope } from '../evidenceDraft.ts';
import type { AwaitedId } from '../../../outbox/types.ts';
import { SlotGallery } from './SlotGallery.tsx';
import { SlotUploader } from './SlotUploader.tsx';

interface Props {
  spec: EvidenceKind;
  batchId: string;
  tabId: string;
  dayId: string;
  slotTimes?: Record<string, string>;
  /** `dayId` is a stand-in: the record waits behind today's queued clock-in, so there is no list to ask yet. */
  awaits?: AwaitedId | undefined;
  /** The stand-in id this day had: its entries not yet sent show here too. */
  pendingId?: string | undefined;
}

/** The slots of one kind on one day record: each with its uploader and its gallery. */
export function EvidenceDay({ spec, batchId, tabId, dayId, slotTimes = {}, awaits, pendingId }: Props) {
  const { t } = useTranslation('evidence');
  const dispatch = useAppDispatch();
  const endpoints = useMemo(() => endpointsOf(spec), [spec]);
  const list = endpoints.list.useQuery({ params: { id: dayId } }, { skip: awaits !== undefined });
  const syncTab = useTabStatusSync(batchId, tabId);
  const slots = filesBySlot(spec, list.data);
  const storedNames = useMemo(
    () =>
      Object.values(filesBySlot(spec, list.data))
        .flat()
        .map((item) => item.fileName),
    [spec, list.data],
  );
  const unsent = useOutboxEntries().filter(
    (entry) =>
      (entry.scope.startsWith(dayScope(dayId)) || (pendingId && entry.scope.startsWith(dayScope(pendingId)))) &&
      entry.state === 'waiting',
  ).length;
  // Leaving loses nothing (the outbox keeps sending), but the assessor should know the files are not there yet.
  // Offline they cannot be: the banner says they are kept on the phone, and asking at every tab of the day is noise.
  const online = useOnline();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => online && unsent > 0 && currentLocation.pathname !== nextLocation.pathname,
  );

  async function remove(item: UrlItem) {
    const result = await dispatch(
      endpoints.remove.initiate({
        params: { id: batchId },
        body: { keyToDelete: item.key, QAverificationTimeStampId: dayId },
      }),
    );
    if ('error' in result) {
      // 403/404/500/network already show a global message (spec §8); a 400 is this screen's to show.
      if (!shownGlobally(result.error)) notify.error(screenMessage(result.error, t('uploadFailed')));
      return;
    }
    notify.success(t('deleted'));
    await syncTab(fileCountOf(slots) - 1);
  }

  if (list.isLoading) return <Loader fullScreen={false} />;
  return (
    <>
      {list.isError ? (
        <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
          {t('loadFailed')}
          <Button size="sm" variant="outline-danger" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {spec.fields.map(({ field, kinds }) => (
        <section key={field} className="card mb-3" aria-labelledby={`slot-${field}`}>
          <div className="card-body">
            <h2 id={`slot-${field}`} className="h6">
              {t(`slots.${field}`)}
            </h2>
            {slotTimes[field] ? (
              <p className="small text-body-secondary mb-2">{t('firstUpload', { time: slotTimes[field] })}</p>
            ) : null}
            <SlotUploader
              place={{ spec, field, batchId, tabId, dayId, awaits }}
              kinds={kinds}
              storedNames={storedNames}
              pendingId={pendingId}
            />
            <SlotGallery items={slots[field] ?? []} kinds={kinds} onDelete={(item) => void remove(item)} />
          </div>
        </section>
      ))}
      <ConfirmDialog
        show={blocker.state === 'blocked'}
        title={t('leaveTitle', { ns: 'outbox' })}
        confirmText={t('leave', { ns: 'outbox' })}
        cancelText={t('stay', { ns: 'outbox' })}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('leaveBody', { ns: 'outbox', count: unsent })}
      </ConfirmDialog>
    </>
  );
}
