/** Whether `data` holds, at any depth, an object with every key/value of `has` (e.g. `{ fileName }` in a file list). */
export function holds(data: unknown, has: Record<string, string | boolean>): boolean {
  return countHolding(data, has, 1) >= 1;
}

/** How many items of an answer (at any depth) carry all of `has`, counting up to `enough`. */
export function countHolding(data: unknown, has: Record<string, string | boolean>, enough: number): number {
  if (Array.isArray(data)) {
    let found = 0;
    for (const item of data) if ((found += countHolding(item, has, enough - found)) >= enough) break;
    return found;
  }
  if (typeof data !== 'object' || data === null) return 0;
  const record = data as Record<string, unknown>;
  if (Object.entries(has).every(([key, value]) => record[key] === value)) return 1;
  let found = 0;
  for (const value of Object.values(record)) if ((found += countHolding(value, has, enough - found)) >= enough) break;
  return found;
}
