import { useTranslation } from '../i18n/useTranslation.ts';
import { hasBackgroundSync } from './backgroundSync.ts';
import { OutboxList } from './OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from './useOutbox.ts';

/** "Waiting to send": every entry of the signed-in assessor, oldest first. */
export default function OutboxScreen() {
  const { t } = useTranslation('outbox');
  const outbox = useOutbox();
  const entries = useOutboxEntries();
  return (
    <>
      <h1 className="h4">{t('title')}</h1>
      <p className="small text-body-secondary">{t('intro')}</p>
      {/* Nothing is sent while the app is closed on this browser (Safari, Firefox). */}
      {entries.length > 0 && !hasBackgroundSync() ? <p className="small">{t('openToSend')}</p> : null}
      {entries.length === 0 ? <p>{t('empty')}</p> : <OutboxList entries={entries} outbox={outbox} />}
    </>
  );
}
