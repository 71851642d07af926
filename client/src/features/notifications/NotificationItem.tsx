import type { models } from '@assessor/contract';
import type { Static } from 'typebox';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { formatDateTime } from '../../lib/dates.ts';

export type Notification = Static<typeof models.Notification>;

const badge: Record<Notification['type'], string> = {
  message: 'bg-info',
  alert: 'bg-danger',
  reminder: 'bg-warning text-dark',
  other: 'bg-secondary',
};

/** One notification: title, content, time, type; a button that opens it. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t, i18n } = useTranslation('notifications');
  return (
    <li className={`list-group-item p-0 ${item.isRead ? '' : 'list-group-item-primary'}`}>
      <button type="button" className="btn text-start w-100 p-3" onClick={() => onOpen(item)}>
        {/* Named by its whole text, title first; an unread one says so after the title (the tint is not read out). */}
        <span className="d-flex justify-content-between gap-2">
          <strong className={item.isRead ? 'fw-normal' : ''}>
            {item.title}
            {item.isRead ? null : <span className="visually-hidden">, {t('unread')}</span>}
          </strong>
          <span className={`badge ${badge[item.type] ?? 'bg-secondary'} align-self-start`}>
            {t(`types.${item.type}`, { defaultValue: item.type })}
          </span>
        </span>
        <span className="d-block text-body-secondary small mt-1">{item.content}</span>
        <time className="d-block small mt-1" dateTime={item.createdAt}>
          {formatDateTime(item.createdAt, i18n.language)}
        </time>
      </button>
    </li>
  );
}
