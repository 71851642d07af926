/** Browser storage key of the days kept for offline: `assessor|session|batch` → when the last complete run ended. */
export const READY_MARKS_KEY = 'offlineDayReady';

/** Enough for every batch an assessor works between two logins; the oldest go first. */
const MAX_KEPT = 50;

function read(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(READY_MARKS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** When each batch day was last made ready on this phone; survives reloads and restarts (localStorage). */
export const readyMarks = {
  get(key: string): number | undefined {
    const at = read()[key];
    return typeof at === 'number' ? at : undefined;
  },
  set(key: string, at: number): void {
    const marks = Object.entries({ ...read(), [key]: at })
      .sort(([, a], [, b]) => a - b)
      .slice(-MAX_KEPT);
    try {
      localStorage.setItem(READY_MARKS_KEY, JSON.stringify(Object.fromEntries(marks)));
    } catch {
      // A full storage loses only the "Ready offline" line; the worker still holds the answers.
    }
  },
};

/** A short, stable tag of a session token (FNV-1a), so that a mark of one login is not read as another's. */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16);
}
