import type { EntryView } from './types.ts';

/** Whether two views of the entries show the same: the same entries in the same order, each with the same fields. */
export function sameViews(a: EntryView[], b: EntryView[]): boolean {
  return a.length === b.length && a.every((entry, index) => sameFields(entry, b[index]!));
}

/** The same own fields, each the same value (react-redux's shallowEqual, without React: the worker runs this too). */
function sameFields(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
