import { hms, indiaIsoDay, isoDay } from '@assessor/contract';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { lateClocks } from './lateClocks.ts';
import { LateNotice } from './parts/LateNotice.tsx';
import { recordOfDay } from './records.ts';
import { takenDayOf, takenTimesOf } from './takenTimes.ts';

import { useNow } from './useNow.ts';
import { useShownAttendance } from './useShownAttendance.ts';

interface Props {
  batch: { _id: string; startDate: string; endDate: string };
  /** The batch type segment of the clock-out route (ongoing on an assessment day). */
  batchType?: string;
}

/**
 * Today's attendance on the batch index: not clocked in / clocked in at … / clocked out, and the next action. What
 * waits in the outbox counts as done ("waiting to send"), so the day goes on offline, even when the server's list
 * cannot be read.
 */
export function TodayAttendance({ batch, batchType = 'ongoing' }: Props) {
  const { t } = useTranslation('attendance');
  const now = useNow();
  const today = indiaIsoDay(now);
  const onDay = (isoDay(batch.startDate) ?? '') <= today && today <= (isoDay(batch.endDate) ?? '');
  const { list, records, taken } = useShownAttendance(batch._id, !onDay);
  const pending = useOutboxEntries().filter((entry) => entry.scope.startsWith(`attendance/${batch._id}/${today}/`));
  const refused = pending.some((entry) => entry.state === 'failed');
  const record = recordOfDay(records, batch._id, today);
  const assessorId = useAppSelector(selectAssessorId) ?? '';
  const late = record ? lateClocks(record, takenTimesOf(takenDayOf(taken, batch._id, today))) : [];
  const batchID = batch._id;

  let state: string;
  let action: { to: string; text: string } | null = null;
  if (!onDay) state = t('today.notBatchDay');
  else if (!record && list.isLoading) state = t('today.loading');
  else if (!record && list.error && !refused) state = t('today.error');
  else if (!record) {
    state = refused ? t('today.refused') : pending.length > 0 ? t('today.waiting') : t('today.notClockedIn');
    action = { to: paths.batch.clockIn.to({ batchID }), text: t('clockIn.title') };
  } else if (!record.isClockOut) {
    state = t(record.waiting.includes('clockIn') ? 'today.clockedInWaiting' : 'today.clockedIn', {
      time: record.clockInTime ?? '',
      duration: record.createdAt ? hms(now - record.createdAt) : '',
    });
    action = { to: paths.batch.clockOut.to({ batchID, batchType }), text: t('clockOut.title') };
  } else {
    state = t(record.waiting.length > 0 ? 'today.clockedOutWaiting' : 'today.clockedOut', {
      in: record.clockInTime ?? '',
      out: record.clockOutTime ?? '',
      duration: record.duration ?? '',
    });
  }

  return (
    <div className="card mb-3">
      <div className="card-body">
        <h2 className="h6">{t('today.title')}</h2>
        <p className="mb-2" data-testid="today-attendance">
          {state}
        </p>
        {record ? <LateNotice record={record} late={late} assessorId={assessorId} /> : null}
        <div className="d-flex flex-wrap gap-2">
          {action ? (
            <Link to={action.to} className="btn btn-primary py-2">
              {action.text}
            </Link>
          ) : null}
          <Link to={paths.assessorAttendance.to()} className="btn btn-outline-primary py-2">
            {t('list.title')}
          </Link>
        </div>
      </div>
    </div>
  );
}
