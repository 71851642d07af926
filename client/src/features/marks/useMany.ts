import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import type { RootState } from '../../store/types.ts';
import { marksApi } from './api.ts';
import type { Question, Result } from './models.ts';

interface Entry<T> { data: T | undefined; isLoading: boolean; isError: boolean }

type Endpoint<A, T> = {
  initiate: (arg: A) => unknown;
  select: (arg: A) => (state: RootState) => { data?: T; isLoading: boolean; isUninitialized: boolean; isError: boolean };
};

/** One query per argument, kept subscribed while the screen shows them (RTK Query has no `useQueries`). */
function useMany<A, T>(endpoint: Endpoint<A, T>, args: readonly A[], key: string): Entry<T>[] {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscriptions = args.map((arg) => dispatch(endpoint.initiate(arg) as never) as unknown as { unsubscribe: () => void });
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    // `key` names the arguments; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  const selectors = useMemo(() => args.map((arg) => endpoint.select(arg)), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return useAppSelector((state) => selectors.map((select) => {
    const entry = select(state);
    return { data: entry.data, isLoading: entry.isLoading || entry.isUninitialized, isError: entry.isError };
  }), (a, b) => a.length === b.length && a.every((entry, i) => shallowEqual(entry, b[i])));
}

/** Every candidate's result (one `get-nos-marks` each). */
export function useResults(batchId: string, candidateIds: readonly string[]) {
  const args = candidateIds.map((id) => ({ params: { id: batchId, id2: id }, query: { section: 'Theory' as const } }));
  return useMany(marksApi.endpoints.getNosMarks as unknown as Endpoint<(typeof args)[number], Result>, args, `${batchId}:${candidateIds.join(',')}`);
}

/** The questions of every NOS of a section. */
export function useQuestions(batchId: string, nosIds: readonly string[], section: 'viva' | 'practical') {
  const args = nosIds.map((nosId) => ({ params: { id: batchId }, query: { nosId, section } }));
  return useMany(marksApi.endpoints.nosQuestions as unknown as Endpoint<(typeof args)[number], { questions: Question[] }>, args, `${batchId}:${section}:${nosIds.join(',')}`);
}
