import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { OutboxList } from '../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { useMyAttendance } from './myAttendance.ts';
import { StateBadge } from './parts/StateBadge.tsx';
import { recordDate, recordsOf } from './records.ts';
import { useBackTo } from '../../lib/screenFrame.ts';

/** `/batchassessment-details/attendence/regularize-request`: the assessor's requests with their state and the reply. */
export default function RegularizeRequestsScreen() {
  useBackTo(paths.assessorAttendance.to());
  const { t } = useTranslation('attendance');
  const outbox = useOutbox();
  const waiting = useOutboxEntries().filter((entry) => entry.scope.startsWith('attendance-regularize/'));
  const { data, isLoading, error, refetch } = useMyAttendance();
  const withRequests = recordsOf(data).filter((record) => record.request);
  return (
    <section>
      <h1 className="h4">{t('requests.title')}</h1>
      <OutboxList entries={waiting} outbox={outbox} />
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={withRequests.length === 0}
        emptyText={t('requests.empty')}
        onRetry={() => void refetch()}
      >
        <ul className="list-group">
          {withRequests.map(({ request, ...record }) => (
            <li key={request!.id} className="list-group-item p-0">
              <Link
                to={paths.attendance.details.to({ batchId: record.batchRef, logId: record.id })}
                className="d-block p-3 text-decoration-none text-body"
              >
                <div className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold">
                    {t('list.heading', {
                      batchId: record.batchId ?? t('list.unknownBatch'),
                      date: recordDate(record.day),
                    })}
                  </span>
                  <StateBadge state={request!.state} />
                </div>
                <div className="small">
                  {t('requests.asked', { in: request!.clockInTime, out: request!.clockOutTime })}
                </div>
                <div className="small">{t('requests.remark', { remark: request!.remark })}</div>
                {request!.comment ? (
                  <div className="small">{t('requests.comment', { comment: request!.comment })}</div>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </ListStatus>
    </section>
  );
}
