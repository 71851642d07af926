import { MarkingScreen } from './MarkingScreen.tsx';

/** `/batch/:batchID/assessment/viva/:candidateID`. */
export default function VivaMarksScreen() {
  return <MarkingScreen section="viva" />;
}
