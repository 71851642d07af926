import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { paths } from '../../paths/paths.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { distanceText } from './parts/PositionPanel.tsx';
import { useAttendanceLogsQuery } from './endpoints.ts';
import { StateBadge } from './parts/StateBadge.tsx';
import { useOutboxEntries } from '../../outbox/useOutbox.ts';
import { lateClocks } from './lateClocks.ts';
import { LateNotice } from './parts/LateNotice.tsx';
import { queuedClocksOf } from './queuedClocks.ts';
import { durationOf, recordDate, recordView, requestView } from './records.ts';
import { shownRecord } from './shownRecords.ts';
import { takenDayOf, takenTimesOf, useTakenDays } from './takenTimes.ts';
import { useBackTo } from '../../lib/screenFrame.ts';

/**
 * `/batchassessment-details/attendence/attendence-details/:batchId/:logId`: one record, its selfies, position and
 * requests; a clock-out of the day waiting in the outbox shows with its time, and times the server recorded late
 * are said with the way to correct them.
 */
export default function AttendanceDetailsScreen() {
  const { t } = useTranslation('attendance');
  const { batchId = '', logId = '' } = useParams();
  useBackTo(paths.assessorAttendance.to());
  const assessorId = useAppSelector(selectAssessorId) ?? '';
  const { data, isLoading, error, refetch } = useAttendanceLogsQuery({ query: { batch_id: batchId, log_id: logId } });
  const raw = data?.logs?.find((log) => log._id === logId);
  const queued = queuedClocksOf(useOutboxEntries());
  const record = raw ? shownRecord(recordView(raw), queued) : undefined;
  const taken = takenDayOf(useTakenDays(), record?.batchRef ?? '', record?.day);
  const late = record ? lateClocks(record, takenTimesOf(taken)) : [];
  const requests = (data?.regularizeRequests ?? []).map(requestView);
  const pending = requests.some((request) => request.state === 'pending');
  const actionParams = { batchId, assessorId, actionId: logId };
  return (
    <section>
      <h1 className="h4">{t('details.title')}</h1>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={!record}
        emptyText={t('details.notFound')}
        onRetry={() => void refetch()}
      >
        {record ? (
          <>
            {record.waiting.length > 0 ? (
              <p>
                <span className="badge text-bg-warning text-wrap">{t('list.waiting')}</span>
              </p>
            ) : null}
            <LateNotice record={record} late={late} assessorId={assessorId} />
            <dl className="mb-3">
              <dt>{t('details.batch')}</dt>
              <dd>{record.batchId ?? '—'}</dd>
              <dt>{t('details.date')}</dt>
              <dd>{recordDate(record.day) || '—'}</dd>
              <dt>{t('details.clockIn')}</dt>
              <dd>{record.clockInTime ?? '—'}</dd>
              <dt>{t('details.clockOut')}</dt>
              <dd>{record.clockOutTime ?? t('list.missing')}</dd>
              <dt>{t('details.duration')}</dt>
              <dd>{durationOf(record) ?? t('list.noDuration')}</dd>
              <dt>{t('details.position')}</dt>
              <dd>
                {record.location
                  ? t('position.coordinates', {
                      latitude: record.location.latitude.toFixed(6),
                      longitude: record.location.longitude.toFixed(6),
                    })
                  : '—'}
              </dd>
              {record.accuracy !== undefined ? (
                <>
                  <dt>{t('position.accuracyLabel')}</dt>
                  <dd>{t('position.metres', { count: record.accuracy })}</dd>
                </>
              ) : null}
              {record.distance !== undefined ? (
                <>
                  <dt>{t('position.distanceLabel')}</dt>
                  <dd>{distanceText(t, record.distance)}</dd>
                </>
              ) : null}
              {record.comment ? (
                <>
                  <dt>{t('details.comment')}</dt>
                  <dd>{record.comment}</dd>
                </>
              ) : null}
            </dl>
            {[
              [record.clockInPhoto, 'details.clockInPhoto'],
              [record.clockOutPhoto, 'details.clockOutPhoto'],
            ].map(([src, key]) => (
              <figure key={key} className="mb-3">
                <figcaption className="small text-body-secondary mb-1">{t(key!)}</figcaption>
                {src ? (
                  <img src={src} alt={t(key!)} className="rounded w-100" />
                ) : (
                  <p className="small">{t('details.noPhoto')}</p>
                )}
              </figure>
            ))}
            <h2 className="h5">{t('details.requests')}</h2>
            {requests.length === 0 ? (
              <p className="small text-body-secondary">{t('details.noRequests')}</p>
            ) : (
              <ul className="list-group mb-3">
                {requests.map((request) => (
                  <li key={request.id} className="list-group-item">
                    <div className="d-flex justify-content-between gap-2">
                      <span>{t('list.times', { in: request.clockInTime, out: request.clockOutTime })}</span>
                      <StateBadge state={request.state} />
                    </div>
                    <div className="small">{t('requests.remark', { remark: request.remark })}</div>
                    {request.comment ? (
                      <div className="small">{t('requests.comment', { comment: request.comment })}</div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {pending ? (
              <p className="small">{t('details.pending')}</p>
            ) : (
              // Each entry says what it is for: the same-looking requests differ by whose selfie the day keeps.
              <div className="d-grid gap-1">
                <Link
                  to={paths.attendance.applyRegularize.to(actionParams)}
                  className="btn btn-primary py-2"
                  aria-describedby="regularize-apply-for"
                >
                  {t('regularize.apply')}
                </Link>
                <p id="regularize-apply-for" className="small text-body-secondary mb-3">
                  {t('regularize.applyFor')}
                </p>
                <Link
                  to={paths.attendance.applyRegularizeRecapture.to(actionParams)}
                  className="btn btn-outline-primary py-2"
                  aria-describedby="regularize-recapture-for"
                >
                  {t('regularize.applyRecapture')}
                </Link>
                <p id="regularize-recapture-for" className="small text-body-secondary mb-0">
                  {t('regularize.applyRecaptureFor')}
                </p>
              </div>
            )}
          </>
        ) : null}
      </ListStatus>
    </section>
  );
}
