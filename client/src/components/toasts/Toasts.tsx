import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ToastItem } from './ToastItem.tsx';
import { toastStore as defaultStore } from '../../lib/toastStore.ts';

/** Top-right stack of toasts (spec §9), below the top bar (styles/_components.scss): a region named "Messages". */
export function Toasts({ store = defaultStore }: { store?: typeof defaultStore }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <section className="toast-container position-fixed end-0 p-3" aria-label={t('messages')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
      ))}
    </section>
  );
}
