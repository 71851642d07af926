import type { DetailsOf, candidateCalls } from '@assessor/contract';

/** One candidate as `candidate-list-by-batch` answers it. */
export type Candidate = DetailsOf<typeof candidateCalls.candidateList>['candidateList'][number];
