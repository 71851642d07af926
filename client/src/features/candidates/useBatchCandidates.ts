import { useCandidateListQuery } from './endpoints.ts';

/** Every candidate of a batch (one page of up to 100, the size of the largest batches), sorted by candidate ID. */
export function useBatchCandidates(batchId: string) {
  const query = useCandidateListQuery({ query: { batch_id: batchId, limit: 100 } }, { skip: !batchId });
  return { ...query, candidates: query.data?.candidateList ?? [] };
}
