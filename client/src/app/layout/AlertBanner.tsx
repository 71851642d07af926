import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useNavigate } from 'react-router-dom';
import { useChangeNotificationStatusMutation } from '../../features/notifications/api.ts';
import { useNotificationFeed } from '../../features/notifications/useNotificationFeed.ts';
import { paths } from '../../paths/paths.ts';
import { alertToShow } from './alertToShow.ts';

/**
 * An unread notification of type alert is not only a bigger number on the bell: a banner under the top bar shows it;
 * tapping it marks it read and opens its link (the list when it has none); × dismisses it.
 */
export function AlertBanner() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const items = useNotificationFeed().data?.notifications;
  const [markRead] = useChangeNotificationStatusMutation();
  // Every unread alert gets its banner (also one that came before the app opened, or just before its first poll),
  // until it is opened, dismissed (for this visit) or read on the list.
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const alert = items ? alertToShow(items, handled) : undefined;

  const handle = (id: string) => setHandled((before) => new Set([...before, id]));
  const open = () => {
    if (!alert) return;
    handle(alert._id);
    void markRead({ params: { id: alert._id } });
    void navigate(alert.link?.startsWith('/') ? alert.link : paths.accountSetting.notifications.to());
  };

  return (
    <div aria-live="polite" className="sticky-top" style={{ top: 48 }}>
      {alert ? (
        <div className="alert alert-danger d-flex align-items-stretch gap-2 rounded-0 mb-0 p-0 border-0 border-bottom">
          <button
            type="button"
            className="btn btn-link text-danger-emphasis text-start text-decoration-none flex-grow-1 p-3"
            onClick={open}
          >
            <strong className="d-block">{t('newAlert', { title: alert.title })}</strong>
            {alert.content ? <span className="d-block small">{alert.content}</span> : null}
          </button>
          <button
            type="button"
            className="btn-close flex-shrink-0 align-self-center me-2 p-3"
            aria-label={t('dismissAlert')}
            onClick={() => handle(alert._id)}
          />
        </div>
      ) : null}
    </div>
  );
}
