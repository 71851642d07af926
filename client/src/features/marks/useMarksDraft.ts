import { useCallback, useEffect, useRef, useState } from 'react';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { draftId, draftStore, draftsChanged, type MarksDraft } from './draftStore.ts';
import type { Section } from './models.ts';

/**
 * The marks typed for one candidate and section, kept in IndexedDB on every change until the server confirms them
 * (`confirm` drops the values the server now holds). `loaded` turns true once the stored draft was read.
 */
export function useMarksDraft(batchId: string, candidateId: string, section: Section) {
  const owner = useAppSelector(selectAssessorId) ?? '';
  const id = draftId(owner, batchId, candidateId, section);
  const [values, setValues] = useState<Record<string, string>>({});
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    let live = true;
    setLoaded(false);
    setValues({});
    void draftStore()
      .get(id)
      .then((draft) => {
        if (!live) return;
        setValues(draft?.values ?? {});
        setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [id]);

  const persist = useCallback(
    async (next: Record<string, string>) => {
      if (Object.keys(next).length === 0) await draftStore().remove(id);
      else {
        const draft: MarksDraft = { id, owner, batchId, candidateId, section, values: next, updatedAt: Date.now() };
        await draftStore().put(draft);
      }
      draftsChanged();
    },
    [batchId, candidateId, id, owner, section],
  );

  const set = useCallback(
    (key: string, value: string) => {
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      setValues(next);
      void persist(next);
    },
    [persist],
  );

  /** Drops each typed value the server now holds (`server` as text, like the fields). */
  const confirm = useCallback(
    (server: Readonly<Record<string, string>>) => {
      const current = latest.current;
      const next = Object.fromEntries(Object.entries(current).filter(([key, value]) => server[key] !== value));
      if (Object.keys(next).length === Object.keys(current).length) return;
      latest.current = next;
      setValues(next);
      void persist(next);
    },
    [persist],
  );

  return { id, values, loaded, set, confirm };
}
