import { MarkingScreen } from './MarkingScreen.tsx';

/** `/batch/:batchID/assessment/theory/:candidateID`. */
export default function TheoryMarksScreen() {
  return <MarkingScreen section="Theory" />;
}
