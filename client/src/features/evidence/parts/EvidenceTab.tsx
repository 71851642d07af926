import type { EvidenceKind } from '@assessor/contract';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useAppSelector } from '../../../store/hooks.ts';
import { Loader } from '../../../components/Loader.tsx';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { useGetTimeStampIdQuery } from '../api.ts';
import { useBatchPeriod } from '../batchPeriod.ts';
import { useRouteDay } from '../dayOfRecord.ts';
import { batchDays, defaultDay, isDashDate, todayDash } from '../days.ts';
import { EvidenceDay } from './EvidenceDay.tsx';

interface Props {
  spec: EvidenceKind;
  batchId: string;
  tabId: string;
  /** 'DD-MM-YYYY' or a day record id from the route; absent → today, kept within the batch's days. */
  date?: string;
  onDateChange: (date: string) => void;
}

/** One evidence tab: the day picker (the batch's days), the day record from getTimeStampId, and its slots. */
export function EvidenceTab({ spec, batchId, tabId, date: segment, onDateChange }: Props) {
  const { t } = useTranslation('evidence');
  const assesorId = useAppSelector(selectAssessorId);
  const batch = useBatchPeriod(batchId);
  const days = batch.period ? batchDays(batch.period.startDate, batch.period.endDate) : [];
  const { date, searching, unknownRecord } = useRouteDay(batchId, assesorId, batch.period, segment);
  const badFormat = date !== undefined && !isDashDate(date);
  const outside = date !== undefined && !badFormat && days.length > 0 && !days.includes(date);
  const selected = date !== undefined && !badFormat && !outside ? date : defaultDay(days, todayDash());
  const usable = !badFormat && !outside && !searching && selected !== undefined && assesorId !== null;
  const record = useGetTimeStampIdQuery(
    { query: { batchId, assesorId: assesorId ?? '', date: selected ?? '' } },
    { skip: !usable },
  );

  if (batch.isLoading || searching) return <Loader fullScreen={false} />;
  return (
    <>
      {unknownRecord ? (
        <div className="alert alert-warning" role="alert">
          {t('unknownRecord')}
        </div>
      ) : null}
      {badFormat ? (
        <div className="alert alert-warning" role="alert">
          {t('invalidDate')}
        </div>
      ) : null}
      {outside ? (
        <div className="alert alert-warning" role="alert">
          {t('notBatchDay', { date })}
        </div>
      ) : null}
      {days.length > 0 ? (
        <div className="mb-3">
          <label htmlFor="evidence-day" className="form-label small mb-1">
            {t('day')}
          </label>
          <select
            id="evidence-day"
            className="form-select"
            value={usable ? selected : ''}
            onChange={(event) => onDateChange(event.target.value)}
          >
            {usable ? null : (
              <option value="" disabled>
                —
              </option>
            )}
            {days.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {record.isLoading || (record.isFetching && !record.data) ? <Loader fullScreen={false} /> : null}
      {usable && record.data && !record.data._id ? (
        <div className="alert alert-info" role="status">
          {t('noRecord', { date: selected })}
        </div>
      ) : null}
      {usable && record.data?._id ? (
        <EvidenceDay
          key={`${spec.slug}/${record.data._id}`}
          spec={spec}
          batchId={batchId}
          tabId={tabId}
          dayId={record.data._id}
          slotTimes={record.data.slotTimes}
        />
      ) : null}
    </>
  );
}
