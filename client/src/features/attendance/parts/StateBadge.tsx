import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { RequestState } from '../records.ts';

const variants: Record<RequestState, string> = {
  pending: 'text-bg-warning',
  approve: 'text-bg-success',
  reject: 'text-bg-danger',
};

/** A regularisation request's state: pending, approved or rejected. */
export function StateBadge({ state }: { state: RequestState }) {
  const { t } = useTranslation('attendance');
  return <span className={`badge ${variants[state]}`}>{t(`state.${state}`)}</span>;
}
