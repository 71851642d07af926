import { useTranslation } from '../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { paths } from '../paths/paths.ts';
import { useOutboxEntries } from './useOutbox.ts';

/** A link to "Waiting to send" with the number of entries; nothing when none wait. */
export function OutboxBadge({ className = 'btn btn-sm btn-warning' }: { className?: string }) {
  const { t } = useTranslation('outbox');
  const count = useOutboxEntries().length;
  if (count === 0) return null;
  return (
    <Link to={paths.outbox.to()} className={className} aria-label={t('badge', { count })}>
      <span aria-hidden="true">⇡ </span>
      <span className="badge text-bg-light">{count}</span>
    </Link>
  );
}
