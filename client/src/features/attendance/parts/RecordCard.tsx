import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths/paths.ts';
import type { LateClock } from '../lateClocks.ts';
import { durationOf, recordDate } from '../records.ts';
import type { ShownRecord } from '../shownRecords.ts';
import { LateNotice } from './LateNotice.tsx';
import { StateBadge } from './StateBadge.tsx';

/**
 * One attendance record in the list: batch and day over the whole width (the thumbnails sit under it, so they never
 * squeeze it), then times, duration, selfie thumbnails and the regularisation state. The link is named by its text,
 * heading first. A day the server has not heard of yet (its clock-in waits in the outbox) has no details to open:
 * it is a plain item. Times waiting to send are marked so; times the server recorded late are said under the card.
 */
export function RecordCard({
  record,
  late = [],
  assessorId,
}: {
  record: ShownRecord;
  late?: readonly LateClock[];
  assessorId: string;
}) {
  const { t } = useTranslation('attendance');
  const heading = t('list.heading', {
    batchId: record.batchId ?? t('list.unknownBatch'),
    date: recordDate(record.day),
  });
  const body = (
    <>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="fw-semibold flex-grow-1">{heading}</div>
        {record.request ? <StateBadge state={record.request.state} /> : null}
        {record.waiting.length > 0 ? (
          <span className="badge text-bg-warning text-wrap">{t('list.waiting')}</span>
        ) : null}
      </div>
      <div className="d-flex gap-2 mt-1">
        <div className="flex-grow-1 min-w-0">
          <div className="small">
            {t('list.times', { in: record.clockInTime ?? '—', out: record.clockOutTime ?? t('list.missing') })}
          </div>
          <div className="small text-body-secondary">
            {t('list.duration', { duration: durationOf(record) ?? t('list.noDuration') })}
          </div>
        </div>
        <div className="d-flex gap-1 flex-shrink-0">
          {[record.clockInPhoto, record.clockOutPhoto].map((src, index) =>
            src ? (
              <img
                key={index}
                src={src}
                alt={t(index === 0 ? 'details.clockInPhoto' : 'details.clockOutPhoto')}
                width={48}
                height={48}
                className="rounded object-fit-cover"
                loading="lazy"
              />
            ) : null,
          )}
        </div>
      </div>
    </>
  );
  return (
    <li className="list-group-item p-0">
      {record.queuedOnly ? (
        <div className="p-3">{body}</div>
      ) : (
        <Link
          to={paths.attendance.details.to({ batchId: record.batchRef, logId: record.id })}
          className="d-block p-3 text-decoration-none text-body"
        >
          {body}
        </Link>
      )}
      {late.length > 0 ? (
        <div className="px-3 pb-3">
          <LateNotice record={record} late={late} assessorId={assessorId} />
        </div>
      ) : null}
    </li>
  );
}
