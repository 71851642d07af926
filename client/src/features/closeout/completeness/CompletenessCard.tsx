import type { Batch } from '../../../api/models.ts';
import { CompletenessList } from './CompletenessList.tsx';
import { useCompleteness } from './useCompleteness.ts';

/** The completeness check of an accepted batch, as a card (the batch index and the invoice screen show it). */
export function CompletenessCard({ batch }: { batch: Batch }) {
  const { parts } = useCompleteness(batch);
  return <CompletenessList parts={parts} />;
}
