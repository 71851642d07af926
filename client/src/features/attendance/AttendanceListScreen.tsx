import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { paths } from '../../paths/paths.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { lateClocks } from './lateClocks.ts';
import { RecordCard } from './parts/RecordCard.tsx';
import { takenDayOf, takenTimesOf } from './takenTimes.ts';
import { useShownAttendance } from './useShownAttendance.ts';

/**
 * `/batch/assessment/attendence`: the assessor's attendance records, per batch and day, newest first, with the
 * clock-ins and clock-outs waiting in the outbox. Without the server's list (offline, nothing kept) the waiting ones
 * are still shown, and the screen says the rest could not be loaded.
 */
export default function AttendanceListScreen() {
  const { t } = useTranslation('attendance');
  const { list, records, taken } = useShownAttendance();
  const assessorId = useAppSelector(selectAssessorId) ?? '';
  const partial = records.length > 0 && Boolean(list.error);
  return (
    <section>
      <h1 className="h4">{t('list.title')}</h1>
      <Link to={paths.attendance.regularizeRequests.to()} className="btn btn-outline-primary btn-sm mb-3 py-2">
        {t('requests.title')}
      </Link>
      <ListStatus
        isLoading={list.isLoading && records.length === 0}
        error={records.length > 0 ? undefined : list.error}
        isEmpty={records.length === 0}
        emptyText={t('list.empty')}
        onRetry={() => void list.refetch()}
      >
        {partial ? <p className="small text-body-secondary">{t('list.onlyWaiting')}</p> : null}
        <ul className="list-group">
          {records.map((record) => (
            <RecordCard
              key={record.id}
              record={record}
              late={lateClocks(record, takenTimesOf(takenDayOf(taken, record.batchRef, record.day)))}
              assessorId={assessorId}
            />
          ))}
        </ul>
      </ListStatus>
    </section>
  );
}
