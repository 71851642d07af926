import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useNavigate } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useChangeNotificationStatusMutation } from './api.ts';
import { NotificationItem, type Notification } from './NotificationItem.tsx';
import { useNotificationFeed } from './useNotificationFeed.ts';

/** `/account-setting/notification`: opening a notification marks it read and follows its link. */
export default function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useNotificationFeed(page);
  const [markRead] = useChangeNotificationStatusMutation();
  const items = data?.notifications ?? [];

  const open = async (item: Notification) => {
    if (!item.isRead) await markRead({ params: { id: item._id } });
    if (item.link?.startsWith('/')) navigate(item.link);
  };

  return (
    <section>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={items.length === 0}
        emptyText={t('empty')}
        onRetry={() => void refetch()}
      >
        <ul className="list-group">
          {items.map((item) => (
            <NotificationItem key={item._id} item={item} onOpen={(n) => void open(n)} />
          ))}
        </ul>
        <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={setPage} />
      </ListStatus>
    </section>
  );
}
