import { useSyncExternalStore } from 'react';
import { ToastItem } from './ToastItem.tsx';
import { toastStore as defaultStore } from './toastStore.ts';

/** Top-right stack of toasts (spec §9). */
export function Toasts({ store = defaultStore }: { store?: typeof defaultStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <div className="toast-container position-fixed top-0 end-0 p-3">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
      ))}
    </div>
  );
}
