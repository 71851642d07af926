/** Keys that reach an object's prototype when a parsed value is later merged or copied key by key. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first key named `__proto__`, `constructor` or `prototype` at any depth of a parsed JSON value
 * (`assessors[0].__proto__`), or null. `JSON.parse` makes such keys plain own properties; refused on import anyway, so
 * no later spread, `Object.assign` or merge of a stored record can turn one into a prototype change. The value was
 * parsed from text nested at most 32 levels (state.ts), so the walk's recursion is bounded.
 */
export function forbiddenKeyPath(value: unknown, at = ''): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = forbiddenKeyPath(value[index], `${at}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const path = at ? `${at}.${key}` : key;
    if (FORBIDDEN.has(key)) return path;
    const found = forbiddenKeyPath((value as Record<string, unknown>)[key], path);
    if (found) return found;
  }
  return null;
}
