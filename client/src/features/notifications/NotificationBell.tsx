import { useTranslation } from '../../i18n/useTranslation.ts';
import { BottomNavItem, Icon } from '../../components/BottomNavItem.tsx';
import { navIcons } from '../../components/navIcons.ts';
import { useNotificationFeed } from './useNotificationFeed.ts';
import { paths } from '../../paths/paths.ts';

/** The bottom bar's notifications item: the unread count from the polled list; it leads to the notification list. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useNotificationFeed().data?.unreadCount ?? 0;
  return (
    <BottomNavItem
      to={paths.accountSetting.notifications.to()}
      label={t('navNotifications', { ns: 'layout' })}
      hint={t('bellHint')}
      icon={<Icon d={navIcons.bell} />}
      badge={unread}
    />
  );
}
