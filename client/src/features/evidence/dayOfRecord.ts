import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../store/hooks.ts';
import { evidenceApi } from './api.ts';
import { batchDays } from './days.ts';

/** A day record `_id` (QAverificationTimeStampId): a "Document rejected" link ends in one (backend-facts §1a row 22). */
export const isRecordId = (text: string) => /^[0-9a-f]{24}$/i.test(text);

interface BatchDates {
  startDate: string;
  endDate: string;
}

export interface RouteDay {
  /** The route's 'DD-MM-YYYY', or the day whose record is the route's id once found. */
  date: string | undefined;
  /** Looking up the route's record id among the batch's days. */
  searching: boolean;
  /** The route's record id is none of the batch's days. */
  unknownRecord: boolean;
}

/**
 * The last evidence route segment is a date or a day record id. For an id, asks getTimeStampId for each day of the
 * batch (answers stay in the RTK Query cache for the tab) and picks the day whose record `_id` matches.
 */
export function useRouteDay(
  batchId: string,
  assesorId: string | null,
  batch: BatchDates | undefined,
  segment: string | undefined,
): RouteDay {
  const dispatch = useAppDispatch();
  const recordId = segment !== undefined && isRecordId(segment) ? segment : undefined;
  const [found, setFound] = useState<{ recordId: string; date: string | null }>();
  const start = batch?.startDate;
  const end = batch?.endDate;

  useEffect(() => {
    if (!recordId || !assesorId || start === undefined || end === undefined) return;
    let live = true;
    const days = batchDays(start, end);
    const asked = days.map((date) =>
      dispatch(evidenceApi.endpoints.getTimeStampId.initiate({ query: { batchId, assesorId, date } })),
    );
    void Promise.all(asked.map((one) => one.unwrap().catch(() => undefined))).then((records) => {
      const index = records.findIndex((record) => record?._id === recordId);
      if (live) setFound({ recordId, date: days[index] ?? null });
    });
    return () => {
      live = false;
      asked.forEach((one) => one.unsubscribe());
    };
  }, [dispatch, batchId, assesorId, recordId, start, end]);

  if (!recordId) return { date: segment, searching: false, unknownRecord: false };
  const answer = found?.recordId === recordId ? found : undefined;
  const noDays = batch !== undefined && batchDays(batch.startDate, batch.endDate).length === 0;
  const searching = !answer && batch !== undefined && !noDays && assesorId !== null;
  return { date: answer?.date ?? undefined, searching, unknownRecord: answer?.date === null || noDays };
}
