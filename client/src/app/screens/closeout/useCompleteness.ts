import type { Batch } from '../../../api/models.ts';
import { evidenceLines } from '../../../features/closeout/completeness/lines.ts';
import { isComplete, type PartState } from '../../../features/closeout/completeness/summary.ts';
import { useActivityCountQuery } from '../../../features/evidence/api.ts';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { useAppSelector } from '../../../store/hooks.ts';


/**
 * The parts of the completeness check whose screens this build has. Candidate attendance, marks and clock-in/out are
 * being built (issues 12 and 13): until their screens and mock routes land, their parts say "not available yet"
 * instead of pretending; the pure functions that check them (`attendanceLines`, `marksLines`, `clockLines`) are ready
 * and tested, so wiring one is: fetch its answer here and map it as the evidence part does.
 */
const unavailable: PartState[] = [
  { part: 'attendance', state: 'unavailable' },
  { part: 'marks', state: 'unavailable' },
  { part: 'clock', state: 'unavailable' },
];

/** The completeness check of an accepted batch: what it lacks, part by part, and whether it is complete. */
export function useCompleteness(batch: Batch | undefined) {
  const assessorId = useAppSelector(selectAssessorId);
  const count = useActivityCountQuery(
    { query: { batchId: batch?._id ?? '', assesorId: assessorId ?? '' } },
    { skip: !assessorId || !batch?.isAcceptAssesor },
  );
  const evidence: PartState = count.isError
    ? { part: 'evidence', state: 'error', retry: () => void count.refetch() }
    : count.data && batch
      ? { part: 'evidence', state: 'checked', lines: evidenceLines(batch._id, count.data) }
      : { part: 'evidence', state: 'loading' };
  const parts = [evidence, ...unavailable];
  return { parts, complete: isComplete(parts) };
}
