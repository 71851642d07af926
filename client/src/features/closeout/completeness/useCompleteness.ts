import { baseApi } from '../../../api/baseApi.ts';
import type { Batch } from '../../../api/models.ts';
import { listTag } from '../../../api/tags.ts';
import { presenceSavedHere, presenceView, queuedPresence } from '../../../lib/candidatePresence.ts';
import { useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { dashOfIsoDay } from '@assessor/contract';
import { useBatchCandidates } from '../../candidates/api.ts';
import { useMyAttendance } from '../../attendance/api.ts';
import {
  assessmentDays,
  attendanceLines,
  clockLines,
  evidenceLines,
  marksLines,
  requiredSections,
  type CheckLine,
} from './lines.ts';
import { isComplete, type PartName, type PartState } from './summary.ts';
import { useActivityCountQuery } from '../../evidence/api.ts';
import { absentByResult, marksSavedHere, useResults } from '../../marks/api.ts';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';

/** A part's state from what its queries hold: failed (with a retry), still loading, or its lines. */
function partOf(
  part: PartName,
  { isError, retry, lines }: { isError: boolean; retry: () => void; lines: CheckLine[] | undefined },
): PartState {
  if (isError) return { part, state: 'error', retry };
  return lines ? { part, state: 'checked', lines } : { part, state: 'loading' };
}

/**
 * The completeness check of an accepted batch: what it lacks, part by part, and whether it is complete. Evidence per
 * day (activity count), candidate attendance (candidate list), marks of every present candidate in every section the
 * batch's NOS have (one `get-nos-marks` each), and a clock-in and clock-out on every assessment day (the activity
 * count's days, or the batch's dates where the answer has none, against the batch's attendance records). The server
 * refuses an invoice for the same things.
 */
export function useCompleteness(batch: Batch | undefined) {
  const dispatch = useAppDispatch();
  const assessorId = useAppSelector(selectAssessorId);
  const batchId = batch?.isAcceptAssesor ? batch._id : '';
  const count = useActivityCountQuery(
    { query: { batchId: batch?._id ?? '', assesorId: assessorId ?? '' } },
    { skip: !assessorId || !batchId },
  );
  const candidates = useBatchCandidates(batchId);
  const entries = useOutboxEntries();
  // The phone's queue over the server: attendance waiting to send counts as taken (and is listed as waiting).
  const queued = queuedPresence(entries, batchId);
  const savedHere = presenceSavedHere(batchId);
  // Every candidate's result: the marks of the present, and, the real list having no `isPresent`, whether the server
  // holds a candidate as absent (features/marks/absentResult.ts).
  const results = useResults(
    batchId,
    candidates.candidates.map((candidate) => candidate._id),
  );
  const absent = absentByResult(
    candidates.candidates.map((candidate) => candidate._id),
    results.map((entry) => entry.data),
  );
  const shown = candidates.candidates.map((candidate) => {
    const { presence } = presenceView(candidate, queued, savedHere, absent.has(candidate._id));
    return { ...candidate, isPresent: presence === 'NotSent' ? undefined : presence };
  });
  const waitingAttendance = shown.filter((candidate) => queued[candidate._id] !== undefined);
  const scopes = new Set(entries.map((entry) => entry.scope));
  const marksQueued = (candidateId: string, section: string) =>
    scopes.has(`marks/${batchId}/${candidateId}/${section}`);
  // Clock scopes carry the India day as 'YYYY-MM-DD' (features/attendance/clockDraft.ts); the check's days are dashed.
  const clockQueued = new Set(
    entries
      .map((entry) => /^attendance\/([^/]+)\/(\d{4}-\d{2}-\d{2})\/(clockIn|clockOut)$/.exec(entry.scope))
      .filter((match) => match?.[1] === batchId)
      .map((match) => `${dashOfIsoDay(match![2]!)}|${match![3]}`),
  );
  const clock = useMyAttendance(batchId, !batchId);

  const evidence = partOf('evidence', {
    isError: count.isError,
    retry: () => void count.refetch(),
    lines: count.data && batch ? evidenceLines(batch._id, count.data) : undefined,
  });
  const attendance = partOf('attendance', {
    isError: candidates.isError,
    retry: () => void candidates.refetch(),
    lines: candidates.data ? attendanceLines(batchId, shown, waitingAttendance) : undefined,
  });
  const resultsLoaded = candidates.data && results.every((entry) => entry.data);
  const marks = partOf('marks', {
    isError: candidates.isError || results.some((entry) => entry.isError),
    // Every result provides the Marks list tag, a failed one too: invalidating it asks for them again.
    retry: () => {
      if (candidates.isError) void candidates.refetch();
      else dispatch(baseApi.util.invalidateTags([listTag('Marks')]));
    },
    lines: resultsLoaded
      ? marksLines(
          batchId,
          requiredSections(results.map((entry) => entry.data)),
          shown,
          (id) => results[shown.findIndex((c) => c._id === id)]?.data,
          (id, section) => marksSavedHere(batchId, id, section),
          marksQueued,
        )
      : undefined,
  });
  const clockPart = partOf('clock', {
    isError: count.isError || clock.isError,
    retry: () => {
      void count.refetch();
      void clock.refetch();
    },
    lines:
      count.data && clock.data && batch
        ? clockLines(
            batchId,
            count.data.days?.map((day) => day.date) ?? assessmentDays(batch.startDate, batch.endDate),
            clock.data.attendanceList,
            (date, action) => clockQueued.has(`${date}|${action}`),
          )
        : undefined,
  });
  const parts = [evidence, attendance, marks, clockPart];
  return { parts, complete: isComplete(parts) };
}
