import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { reloadToUpdate, workerState } from './serviceWorker.ts';
import { bannerKeys, linkState } from './networkWords.ts';
import { useOnline } from './useOnline.ts';

/**
 * Always under the top bar: the offline banner ("Offline", or "Can't reach the server" when the browser says online
 * but requests cannot go out; whether the screen shows saved answers; that captures are kept on the phone), and the
 * prompt for a new version. A polite live region, so screen readers hear the change without losing their place (not role="status":
 * screens own that role for their own messages).
 */
export function NetworkStatus() {
  const { t } = useTranslation('offline');
  const { updateWaiting, savedData, unreachable } = useSyncExternalStore(
    workerState.subscribe,
    workerState.get,
    workerState.get,
  );
  const banner = bannerKeys(linkState(useOnline(), unreachable), savedData);
  return (
    <div className="sticky-top" aria-live="polite">
      {banner ? (
        <div className="bg-warning text-dark small px-3 py-1 text-center">
          <strong>{t(banner.title)}</strong>
          {banner.note ? <span> {t(banner.note)}</span> : null}
        </div>
      ) : null}
      {updateWaiting ? (
        <div className="bg-dark text-white small px-3 py-2 d-flex align-items-center justify-content-between gap-2">
          <span>{t('updateAvailable')}</span>
          <button type="button" className="btn btn-sm btn-light" onClick={reloadToUpdate}>
            {t('reload')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
