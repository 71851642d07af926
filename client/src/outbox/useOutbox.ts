import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { selectAssessorId } from '../session/authSlice.ts';
import { useAppSelector } from '../store/hooks.ts';
import type { RootState } from '../store/types.ts';
import type { Outbox } from './outbox.ts';
import { appOutbox } from './runtime.ts';
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

/** Runs the outbox for the signed-in assessor: call once in the signed-in layout. */
export function useRunOutbox(): void {
  const outbox = useOutbox();
  const owner = useAppSelector(selectAssessorId);
  useEffect(() => {
    outbox.setOwner(owner);
    outbox.wake();
  }, [outbox, owner]);
  useEffect(() => () => outbox.setOwner(null), [outbox]);
}
