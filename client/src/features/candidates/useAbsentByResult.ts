import { useMany, type Endpoint } from '../../api/useMany.ts';
import { absentByResult, type ResultOfCandidate } from '../marks/api.ts';
import { marksApi } from '../marks/api.ts';

/**
 * The candidates (of `candidateIds`) whose result says absent: one `get-nos-marks` each, the same query the marks
 * screens ask (so each is asked once). Ask only for candidates the list and the phone know nothing of: the real list
 * has no `isPresent` (backend-facts-2 CA-2), and then the result is where the server says a candidate was absent.
 */
export function useAbsentByResult(batchId: string, candidateIds: readonly string[]): ReadonlySet<string> {
  const args = candidateIds.map((id) => ({ params: { id: batchId, id2: id }, query: { section: 'Theory' as const } }));
  const results = useMany(
    marksApi.endpoints.getNosMarks as unknown as Endpoint<(typeof args)[number], ResultOfCandidate>,
    args,
    `${batchId}:${candidateIds.join(',')}`,
  );
  return absentByResult(
    candidateIds,
    results.map((entry) => entry.data),
  );
}
