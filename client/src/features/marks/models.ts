import type { DetailsOf, Section, candidateCalls, markCalls } from '@assessor/contract';

export type { Section };
export type Nos = DetailsOf<typeof markCalls.nosList>['nosList'][number];
export type Question = DetailsOf<typeof markCalls.nosQuestions>['questions'][number];
export type Result = DetailsOf<typeof markCalls.getNosMarks>;
export type NosResult = Result['nosResult'][number];
export type Candidate = DetailsOf<typeof candidateCalls.candidateList>['candidateList'][number];
type FilesAnswer = DetailsOf<typeof markCalls.viewCandidateFiles>;
export type CandidateFile = Extract<FilesAnswer, readonly unknown[]>[number];
