import { useEffect, useState } from 'react';
import { useOutboxEntries } from '../../outbox/useOutbox.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { draftStore, onDraftsChanged } from './draftStore.ts';

/** Candidates of the batch with marks typed and not saved (drafts), and those whose marks wait in the outbox. */
export function useUnsaved(batchId: string) {
  const owner = useAppSelector(selectAssessorId) ?? '';
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    const load = () =>
      void draftStore()
        .forBatch(owner, batchId)
        .then((drafts) => {
          if (live) setTyped(new Set(drafts.filter((d) => Object.keys(d.values).length > 0).map((d) => d.candidateId)));
        });
    load();
    const stop = onDraftsChanged(load);
    return () => {
      live = false;
      stop();
    };
  }, [batchId, owner]);
  const prefix = `marks/${batchId}/`;
  const waiting = new Set(
    useOutboxEntries()
      .filter((entry) => entry.scope.startsWith(prefix))
      .map((entry) => entry.scope.split('/')[2]!),
  );
  return { typed, waiting };
}
