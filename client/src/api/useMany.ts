import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import type { RootState } from '../store/types.ts';

/** What one of the queries holds. */
export interface Entry<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** The parts of an RTK Query endpoint `useMany` needs. */
export type Endpoint<A, T> = {
  initiate: (arg: A) => unknown;
  select: (
    arg: A,
  ) => (state: RootState) => { data?: T; isLoading: boolean; isUninitialized: boolean; isError: boolean };
};

/**
 * One query per argument, kept subscribed while the screen shows them (RTK Query has no `useQueries`). `key` names
 * the arguments: the queries start again only when it changes.
 */
export function useMany<A, T>(endpoint: Endpoint<A, T>, args: readonly A[], key: string): Entry<T>[] {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscriptions = args.map(
      (arg) => dispatch(endpoint.initiate(arg) as never) as unknown as { unsubscribe: () => void },
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    // `key` names the arguments; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  const selectors = useMemo(() => args.map((arg) => endpoint.select(arg)), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return useAppSelector(
    (state) =>
      selectors.map((select) => {
        const entry = select(state);
        return { data: entry.data, isLoading: entry.isLoading || entry.isUninitialized, isError: entry.isError };
      }),
    (a, b) => a.length === b.length && a.every((entry, i) => shallowEqual(entry, b[i])),
  );
}
