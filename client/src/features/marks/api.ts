// The marks feature's public face: what other features (close-out's completeness check) may use of it.
export * from './endpoints.ts';
export { useResults } from './useMany.ts';
export {
  isAbsentMark,
  obtainedKey,
  sectionMarked,
  sectionState,
  type MarkSection,
  type MarksRow,
  type SectionState,
} from './marksEntered.ts';
export { marksSavedHere, rememberMarksSaved } from './marksSavedHere.ts';
export { absentByResult, resultSaysAbsent, type ResultOfCandidate } from './absentResult.ts';
