import type { TagType } from './baseApi.ts';
import type { Tags } from './deriveEndpoints.ts';

export const listTag = <T extends TagType>(type: T) => ({ type, id: 'LIST' }) as const;

/** Items of a list answer: the answer itself when it is an array, else its first array-valued field. */
function itemsOf(result: unknown): readonly unknown[] {
  if (Array.isArray(result)) return result;
  if (typeof result !== 'object' || result === null) return [];
  return (Object.values(result).find(Array.isArray) as unknown[] | undefined) ?? [];
}

function idOf(item: unknown): string | undefined {
  const id = (item as { _id?: unknown } | null)?._id;
  return typeof id === 'string' ? id : undefined;
}

/** A list query provides LIST plus one tag per item that has an `_id`. */
export const providesList =
  (type: TagType) =>
  (result: unknown): Tags => [
    listTag(type),
    ...itemsOf(result).flatMap((item) => {
      const id = idOf(item);
      return id ? [{ type, id }] : [];
    }),
  ];

/** A single-item query provides the tag of the item named by its path parameter `id` (or the answer's `_id`). */
export const providesItem =
  (type: TagType) =>
  (result: unknown, _error: unknown, arg: unknown): Tags => {
    const id = (arg as { params?: { id?: unknown } } | undefined)?.params?.id ?? idOf(result);
    return typeof id === 'string' ? [{ type, id }] : [listTag(type)];
  };

/** A mutation invalidates the lists of the given types (and so every query that provided them). */
export const invalidatesLists = (...types: TagType[]): Tags => types.map(listTag);

/** A mutation on one item invalidates it (by path parameter `id`) and the lists of its type. */
export const invalidatesItem =
  (type: TagType, ...alsoLists: TagType[]) =>
  (_result: unknown, _error: unknown, arg: unknown): Tags => {
    const id = (arg as { params?: { id?: unknown } } | undefined)?.params?.id;
    const item = typeof id === 'string' ? [{ type, id }] : [];
    return [...item, listTag(type), ...alsoLists.map(listTag)];
  };
