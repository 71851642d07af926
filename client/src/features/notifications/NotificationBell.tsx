import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNotificationFeed } from './useNotificationFeed.ts';
import { paths } from '../../paths/paths.ts';

/** The top-bar bell: the unread count from the polled list; it leads to the notification list. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useNotificationFeed().data?.unreadCount ?? 0;
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <Link to={paths.accountSetting.notifications.to()} className="btn btn-link text-white position-relative" aria-label={label}>
      <svg width="22" height="22" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2m.995-14.901a1 1 0 1 0-1.99 0A5 5 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901" />
      </svg>
      {unread > 0 ? (
        <span className="position-absolute top-0 end-0 badge rounded-pill bg-danger" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
