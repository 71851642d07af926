import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { DocStatus } from '../sections.ts';

const tone: Record<DocStatus, string> = {
  accepted: 'text-bg-success',
  rejected: 'text-bg-danger',
  noAction: 'text-bg-warning',
};

/** A document's review state: accepted, rejected or waiting for review. */
export function StatusBadge({ status }: { status: DocStatus }) {
  const { t } = useTranslation('profile');
  return <span className={`badge ${tone[status]}`}>{t(`status.${status}`)}</span>;
}
