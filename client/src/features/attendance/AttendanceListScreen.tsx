import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { paths } from '../../paths/paths.ts';
import { useMyAttendance } from './myAttendance.ts';
import { RecordCard } from './parts/RecordCard.tsx';
import { recordsOf } from './records.ts';

/** `/batch/assessment/attendence`: the assessor's attendance records, per batch and day, newest first. */
export default function AttendanceListScreen() {
  const { t } = useTranslation('attendance');
  const { data, isLoading, error, refetch } = useMyAttendance();
  const records = recordsOf(data);
  return (
    <section>
      <h1 className="h4">{t('list.title')}</h1>
      <Link to={paths.attendance.regularizeRequests.to()} className="btn btn-outline-primary btn-sm mb-3 py-2">
        {t('requests.title')}
      </Link>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={records.length === 0}
        emptyText={t('list.empty')}
        onRetry={() => void refetch()}
      >
        <ul className="list-group">
          {records.map((record) => (
            <RecordCard key={record.id} record={record} />
          ))}
        </ul>
      </ListStatus>
    </section>
  );
}
