import { hms, indiaClockAt, indiaIsoDay, isoDay } from '@assessor/contract';
import { LazyConfirmDialog } from '../../components/LazyConfirmDialog.tsx';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { screenMessage } from '../../session/screenMessage.ts';
import { useAttendanceBatch } from './batchFacts.ts';
import { clockDraft, clockScope, type ClockAction } from './clockDraft.ts';
import { CaptureEntries } from './parts/CaptureEntries.tsx';
import { PositionPanel } from './parts/PositionPanel.tsx';
import { SelfiePicker } from './parts/SelfiePicker.tsx';
import { recordOfDay } from './records.ts';
import { keepTakenQuietly } from './takenTimes.ts';
import { useShownAttendance } from './useShownAttendance.ts';

import { useNow } from './useNow.ts';
import { usePosition } from './usePosition.ts';
import { burnWatermark } from './watermark.ts';
import { useBackTo } from '../../lib/screenFrame.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';

/**
 * Clock-in (`/batch/:batchID/clock-in`) or clock-out (`/batch/:batchID/:batchType/clock-out`) of today's batch day.
 * The day is the server's record with the outbox's captures over it: after a clock-in still waiting to send, Clock
 * out works offline. While the server's list loads the screen waits (unless the phone knows the day); when it cannot
 * be read, a clock-in is still offered (the server refuses a second one), a clock-out needs the list or a queued
 * clock-in.
 */
export function ClockScreen({ action }: { action: ClockAction }) {
  const { t } = useTranslation('attendance');
  const batchID = useParams().batchID ?? '';
  const facts = useAttendanceBatch(batchID);
  const { list, records } = useShownAttendance(batchID);
  const now = useNow(15_000);
  const today = indiaIsoDay(now);
  const record = recordOfDay(records, batchID, today);
  const listNeeded = action === 'clockOut' && !record;
  const entries = useOutboxEntries().filter((entry) => entry.scope === clockScope(batchID, today, action));
  const outbox = useOutbox();
  const back = paths.batch.assessment.to({ batchID });
  useBackTo(back);
  const title = t(action === 'clockIn' ? 'clockIn.title' : 'clockOut.title');

  const blocked = (() => {
    const batch = facts.batch;
    if (!batch) return null;
    if (today < (isoDay(batch.startDate) ?? '') || today > (isoDay(batch.endDate) ?? '')) {
      return (
        <div className="alert alert-warning" role="alert">
          {t('notBatchDay', { start: batch.startDate, end: batch.endDate })}
        </div>
      );
    }
    if (action === 'clockIn' && record) {
      return (
        <div className="alert alert-success" role="status">
          {t(record.waiting.includes('clockIn') ? 'clockIn.doneWaiting' : 'clockIn.done', {
            time: record.clockInTime ?? '',
          })}
        </div>
      );
    }
    if (action === 'clockOut' && !record) {
      return (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{t('noClockIn')}</p>
          <Link to={paths.batch.clockIn.to({ batchID })} className="btn btn-primary">
            {t('clockIn.title')}
          </Link>
        </div>
      );
    }
    if (action === 'clockOut' && record?.isClockOut) {
      return (
        <div className="alert alert-success" role="status">
          {t(record.waiting.includes('clockOut') ? 'clockOut.doneWaiting' : 'clockOut.done', {
            time: record.clockOutTime ?? '',
            duration: record.duration ?? '',
          })}
        </div>
      );
    }
    return null;
  })();

  return (
    <section>
      <h1 className="h4">{title}</h1>
      <ListStatus
        isLoading={facts.isLoading || (!record && list.isLoading)}
        error={facts.error ?? (listNeeded ? list.error : undefined)}
        isEmpty={!facts.batch}
        emptyText={t('noBatch')}
        onRetry={() => {
          facts.refetch();
          void list.refetch();
        }}
      >
        {facts.batch ? (
          <p className="text-body-secondary small">
            {t('batchLine', { batchId: facts.batch.batchId, centre: facts.batch.examCenterName ?? '' })}
          </p>
        ) : null}
        {action === 'clockOut' && record && !record.isClockOut ? (
          <p data-testid="clock-in-so-far">
            {t('clockOut.since', {
              time: record.clockInTime ?? '',
              duration: record.createdAt ? hms(now - record.createdAt) : '',
            })}
          </p>
        ) : null}
        <CaptureEntries
          entries={entries}
          outbox={outbox}
          action={action}
          centre={facts.batch?.examCenterLocation}
          batchId={facts.batch?.batchId ?? ''}
        />
        {blocked ??
          (entries.length > 0 || !facts.batch ? null : (
            <CaptureForm
              action={action}
              batchRef={batchID}
              batchId={facts.batch.batchId}
              day={today}
              centre={facts.batch.examCenterLocation}
            />
          ))}
        {blocked || entries.length > 0 ? (
          <Link to={back} className="btn btn-outline-primary w-100 mt-2">
            {t('continueToBatch')}
          </Link>
        ) : null}
      </ListStatus>
    </section>
  );
}

interface FormProps {
  action: ClockAction;
  batchRef: string;
  batchId: string;
  day: string;
  centre: { latitude: number; longitude: number } | undefined;
}

/** The selfie, the position and the time; the button stamps the photo and hands the capture to the outbox. */
function CaptureForm({ action, batchRef, batchId, day, centre }: FormProps) {
  const { t } = useTranslation('attendance');
  const outbox = useOutbox();
  const owner = useAppSelector(selectAssessorId) ?? '';
  const { position, retry } = usePosition();
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One tap on Clock out ends the day, and only a reviewer can undo it: it asks first.
  const [confirming, setConfirming] = useState(false);
  const now = useNow(1000);
  const ready = photo !== null && position.status === 'ready' && !busy;

  const send = async () => {
    if (!photo || position.status !== 'ready') return;
    setBusy(true);
    setFailure(null);
    try {
      const at = Date.now();
      const stamped = await burnWatermark(photo, {
        at,
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy: position.accuracy,
        batchId,
      });
      const label = t(action === 'clockIn' ? 'clockIn.label' : 'clockOut.label', { time: indiaClockAt(at) });
      // Kept first: once in the outbox the capture may be sent at once, and the follow-up marks this kept day sent.
      await keepTakenQuietly({ owner, batchRef, day, batchId }, action, {
        takenAt: at,
        photo: stamped,
        photoName: stamped.name,
      });
      await outbox.add(
        clockDraft({
          action,
          batchRef,
          day,
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy: position.accuracy,
          photo: stamped,
          label,
          takenAt: at,
          batchId,
        }),
      );
    } catch (error) {
      setFailure(screenMessage(error, t('photoFailed')));
      setBusy(false);
    }
  };

  return (
    <div>
      <SelfiePicker photo={photo} onPhoto={setPhoto} label={t('camera.take')} />
      <PositionPanel position={position} centre={centre} onRetry={() => void retry()} geofence={action === 'clockIn'} />
      <p className="small mb-3">{t('timeNow', { time: indiaClockAt(now) })}</p>
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      <Button
        className="w-100 py-2"
        disabled={!ready}
        onClick={() => (action === 'clockOut' ? setConfirming(true) : void send())}
      >
        {busy ? t('stamping') : t(action === 'clockIn' ? 'clockIn.button' : 'clockOut.button')}
      </Button>
      {action === 'clockOut' ? (
        <LazyConfirmDialog
          show={confirming}
          title={t('clockOut.confirmTitle')}
          confirmText={t('clockOut.button')}
          cancelText={t('clockOut.notYet')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void send();
          }}
        >
          {t('clockOut.confirmText', { time: indiaClockAt(now) })}
        </LazyConfirmDialog>
      ) : null}
    </div>
  );
}
