import { indiaDashDay, type EvidenceKind } from '@assessor/contract';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useAppSelector } from '../../../store/hooks.ts';
import { Loader } from '../../../components/Loader.tsx';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { useGetTimeStampIdQuery } from '../api.ts';
import { useBatchPeriod } from '../batchPeriod.ts';
import { useRouteDay } from '../dayOfRecord.ts';
import { batchDays, defaultDay, isDashDate } from '../days.ts';
import { useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { dayScope } from '../evidenceDraft.ts';
import { awaitedDay, clockInScopeOf, pendingDayId } from '../pendingDay.ts';
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
  const selected = date !== undefined && !badFormat && !outside ? date : defaultDay(days, indiaDashDay());
  const usable = !badFormat && !outside && !searching && selected !== undefined && assesorId !== null;
  const record = useGetTimeStampIdQuery(
    { query: { batchId, assesorId: assesorId ?? '', date: selected ?? '' } },
    { skip: !usable },
  );

  // The day's record has not reached the phone: today's clock-in that makes it waits in the outbox, or the record
  // was never downloaded (or uploads made before still wait for it). The day has slots on a stand-in id; each upload
  // asks for the record's id when it is sent.
  const entries = useOutboxEntries();
  const pendingId = selected !== undefined ? pendingDayId(batchId, selected) : undefined;
  const clockIn = selected !== undefined ? clockInScopeOf(batchId, selected) : undefined;
  const onItsWay =
    pendingId !== undefined &&
    entries.some((entry) => entry.scope === clockIn || entry.scope.startsWith(dayScope(pendingId)));
  const recordId = record.data?._id;
  const notHere = record.isError && record.data === undefined;
  const waitingForRecord = usable && !recordId && !record.isFetching && (onItsWay || notHere);

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
      {waitingForRecord && pendingId && assesorId ? (
        <>
          <div className="alert alert-info" role="status">
            {t(onItsWay ? 'pendingRecord' : 'recordNotHere')}
          </div>
          <EvidenceDay
            key={`${spec.slug}/${pendingId}`}
            spec={spec}
            batchId={batchId}
            tabId={tabId}
            dayId={pendingId}
            awaits={awaitedDay(batchId, assesorId, selected!)}
          />
        </>
      ) : null}
      {usable && record.data && !recordId && !waitingForRecord ? (
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
          pendingId={pendingId}
        />
      ) : null}
    </>
  );
}
