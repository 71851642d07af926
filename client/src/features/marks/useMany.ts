import { useMany, type Endpoint } from '../../api/useMany.ts';
import { marksApi } from './endpoints.ts';
import type { Question, Result } from './models.ts';

/** Every candidate's result (one `get-nos-marks` each). */
export function useResults(batchId: string, candidateIds: readonly string[]) {
  const args = candidateIds.map((id) => ({ params: { id: batchId, id2: id }, query: { section: 'Theory' as const } }));
  return useMany(
    marksApi.endpoints.getNosMarks as unknown as Endpoint<(typeof args)[number], Result>,
    args,
    `${batchId}:${candidateIds.join(',')}`,
  );
}

/** The questions of every NOS of a section. */
export function useQuestions(batchId: string, nosIds: readonly string[], section: 'viva' | 'practical') {
  const args = nosIds.map((nosId) => ({ params: { id: batchId }, query: { nosId, section } }));
  return useMany(
    marksApi.endpoints.nosQuestions as unknown as Endpoint<(typeof args)[number], { questions: Question[] }>,
    args,
    `${batchId}:${section}:${nosIds.join(',')}`,
  );
}
