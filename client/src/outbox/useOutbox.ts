import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { i18n } from '../i18n/index.ts';
import { forgetSessionForWorker, keepSessionForWorker } from '../lib/workerSession.ts';
import { selectAssessorId } from '../session/authSlice.ts';
import { useAppSelector } from '../store/hooks.ts';
import type { RootState } from '../store/types.ts';
import type { Outbox } from './outbox.ts';
import { appOutbox, catchUpFor } from './runtime.ts';
import type { EntryView } from './types.ts';

/** The app's outbox (made with this store on first use). */
export function useOutbox(): Outbox {
  return appOutbox(useStore<RootState>());
}

/** The signed-in assessor's entries, re-rendering on every change. */
export function useOutboxEntries(): EntryView[] {
  const outbox = useOutbox();
  return useSyncExternalStore(outbox.subscribe, outbox.snapshot);
}

/**
 * Runs the outbox for the signed-in assessor: call once in the signed-in layout. The session (after a login or restored
 * at start) is kept where the service worker reads it, so it can send this assessor's entries while the app is closed;
 * what it sent meanwhile is followed up now. The session's end (logout, 401/410: the token leaves the store, and the
 * signed-in layout with it) deletes it. Here rather than in the session's listener: that one is part of the first load.
 */
export function useRunOutbox(): void {
  const outbox = useOutbox();
  const owner = useAppSelector(selectAssessorId);
  const store = useStore<RootState>();
  const token = useAppSelector((state) => state.auth.token);
  // The worker's notification speaks the assessor's language, also after a switch.
  const language = useSyncExternalStore(i18n.onLanguageChanged, () => i18n.language);
  useEffect(() => {
    outbox.setOwner(owner);
    outbox.wake();
    catchUpFor(owner);
  }, [outbox, owner]);
  useEffect(() => {
    if (owner && token) void keepSessionForWorker({ owner, token, language });
    else if (!token) void forgetSessionForWorker();
  }, [owner, token, language]);
  useEffect(
    () => () => {
      outbox.setOwner(null);
      catchUpFor(null);
      if (store.getState().auth.token === null) void forgetSessionForWorker();
    },
    [outbox, store],
  );
}
