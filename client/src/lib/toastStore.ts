export type ToastLevel = 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  level: ToastLevel;
  text: string;
}

export const TOAST_AUTO_CLOSE_MS = 5000;

type Listener = () => void;

/** A tiny external store for toasts (no Redux: toasts are transient UI, not app state). */
export function createToastStore(autoCloseMs = TOAST_AUTO_CLOSE_MS) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number) {
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function show(level: ToastLevel, text: string): number | undefined {
    // The same message already on screen (e.g. a poll failing every 2 s) is not stacked again.
    if (toasts.some((toast) => toast.text === text && toast.level === level)) return undefined;
    const id = nextId++;
    toasts = [...toasts, { id, level, text }];
    emit();
    setTimeout(() => dismiss(id), autoCloseMs);
    return id;
  }

  return {
    show,
    dismiss,
    clear: () => {
      toasts = [];
      emit();
    },
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

export const notify = {
  success: (text: string) => toastStore.show('success', text),
  error: (text: string) => toastStore.show('error', text),
  warning: (text: string) => toastStore.show('warning', text),
};
