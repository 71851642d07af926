/**
 * Service worker registration and what the UI needs of it: whether a new version waits (the update prompt) and
 * whether the last API answer came from the worker's cache (the "showing saved data" note). A tiny external store,
 * read with useSyncExternalStore; the registration code (workbox-window) loads after the first render.
 */
export interface WorkerState {
  /** A new build is installed and waits; it takes over only when the assessor says so. */
  updateWaiting: boolean;
  /** The last cached-API answer the worker gave this page was a saved one (offline or too slow). */
  savedData: boolean;
  /**
   * That answer's request could not go out at all: the phone is offline whatever `navigator.onLine` says (it stays
   * true on a network without internet, and for a moment after a reload).
   */
  unreachable: boolean;
}

let state: WorkerState = { updateWaiting: false, savedData: false, unreachable: false };
const listeners = new Set<() => void>();
let applyUpdate: (() => Promise<void>) | undefined;

function set(patch: Partial<WorkerState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/**
 * An answer that came over the network (any answer but one the worker marks `x-from-cache`): the
 * phone is reachable again, even when the browser sent no `online` event (it never believed it was offline).
 */
export function networkAnswered(): void {
  if (state.unreachable) set({ unreachable: false });
}

/**
 * A request of the page could not go out at all (a network error, not an HTTP answer): the banner says offline, as for
 * the worker's failed requests, until an answer comes over the network. On a network without internet
 * `navigator.onLine` stays true and only failures tell.
 */
export function networkFailed(): void {
  if (!state.unreachable) set({ unreachable: true });
}

/** Whether the app believes the phone is offline: the browser says so, or the last request could not go out. */
export function seemsOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || state.unreachable;
}

// The browser says the network is back: the next answer tells whether it really is. (No window when the build
// pre-renders the first screens.)
if (typeof window !== 'undefined') window.addEventListener('online', networkAnswered);

export const workerState = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): WorkerState => state,
};

/** Activates the waiting version and reloads the page (the assessor asked for it). */
export function reloadToUpdate(): void {
  // workbox-window reloads by itself only when the page had a controller at registration; on the first visit (the
  // first worker claimed the page later) it does not, so reload when the new worker takes over.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void applyUpdate?.();
}

/** How often an open app asks the server for a new sw.js: an assessor may keep the app open all day. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}

/** A message of the worker (client/pwa.config.ts): after each answer to a cached API call, where it came from. */
export function takeWorkerMessage(message: unknown): void {
  const data = message as { type?: string; fromCache?: boolean; networkFailed?: boolean } | null;
  if (data?.type === 'api-answer')
    set({ savedData: data.fromCache === true, unreachable: data.networkFailed === true });
}

/** What `workerKeepsSince` answers, set by `listenToWorker`. */
let controlledSince: number | undefined;

/**
 * From the start on: a worker installed before answers the start's own requests (from its cache when offline) while
 * the registration below still waits for the start to settle, and a message sent with no listener is lost.
 */
export function listenToWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => takeWorkerMessage(event.data));
  controlledSince = navigator.serviceWorker.controller ? 0 : undefined;
  navigator.serviceWorker.addEventListener('controllerchange', () => (controlledSince ??= Date.now()));
}

/**
 * Since when a worker has kept this page's answers (0: every request of the page went through it); undefined while
 * none has (a first visit before the worker claims the page).
 */
export const workerKeepsSince = (): number | undefined => controlledSince;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  applyUpdate = registerSW({
    onNeedRefresh: () => set({ updateWaiting: true }),
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError: (error: unknown) => console.error('Service worker registration failed:', error),
  });
}

/**
 * Resolves true once a service worker controls this page (its answers pass through the worker, which keeps them), or
 * false where the browser has none. On a first visit the worker claims the page after its precache is installed.
 */
export function whenWorkerControls(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }),
  );
}
