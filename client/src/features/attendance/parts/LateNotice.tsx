import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { paths } from '../../../paths/paths.ts';
import type { LateClock } from '../lateClocks.ts';
import type { ShownRecord } from '../shownRecords.ts';

interface Props {
  record: ShownRecord;
  late: readonly LateClock[];
  assessorId: string;
}

/**
 * Says which ends of the day the server recorded at another time than the phone took them (sent later, for want of
 * signal), and offers the regularisation request that corrects them, prefilled with the phone's times and selfie.
 * Once a request exists for the record, the request speaks for the day and only the times are said.
 */
export function LateNotice({ record, late, assessorId }: Props) {
  const { t } = useTranslation('attendance');
  if (late.length === 0) return null;
  const asked = record.requestId !== undefined;
  return (
    <div className="alert alert-warning mb-2" role="status" data-testid="late-notice">
      {late.map((clock) => (
        <p key={clock.action} className="mb-1">
          {t(clock.action === 'clockIn' ? 'late.clockIn' : 'late.clockOut', {
            taken: clock.taken,
            recorded: clock.recorded,
          })}
        </p>
      ))}
      {asked ? null : (
        <Link
          to={paths.attendance.applyRegularize.to({ batchId: record.batchRef, assessorId, actionId: record.id })}
          className="btn btn-warning py-2 mt-1"
        >
          {t('late.correct')}
        </Link>
      )}
    </div>
  );
}
