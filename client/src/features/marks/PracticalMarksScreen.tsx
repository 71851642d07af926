import { MarkingScreen } from './MarkingScreen.tsx';

/** `/batch/:batchID/assessment/practical/:candidateID`. */
export default function PracticalMarksScreen() {
  return <MarkingScreen section="practical" />;
}
