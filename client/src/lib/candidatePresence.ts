/**
 * A candidate's attendance as every screen of the day shows it (attendance, marks list, marking, close-out): the
 * phone's own queue over what the server last said. Shared, because the candidates, marks and close-out screens all
 * read it and features do not import each other.
 *
 * 1. A save still in the outbox (waiting, or refused and not discarded): the assessor's latest choice, "waiting".
 * 2. The server's `isPresent`, when its answer carries one.
 * 3. A save this phone sent and the server took (remembered per batch): the real list has no `isPresent`
 *    (backend-facts-2 CA-2), and without this memory attendance taken here read as never taken after a reload.
 * 4. The candidate's result says absent (features/marks/absentResult.ts): the real result's "ABSENT" is then the only word of
 *    the server on it.
 * 5. Otherwise the server sent nothing: 'NotSent'.
 */
export type Presence = 'Present' | 'Absent' | 'Missing';
export type ShownPresence = Presence | 'NotSent';

/** The outbox scope of a batch's candidate attendance saves. */
export const attendanceScope = (batchId: string) => `candidates/${batchId}/attendance`;

/** The parts of an outbox entry this reads (structural: the outbox layer sits above this one). */
export interface QueuedSave {
  scope: string;
  args?: { body?: unknown };
}

interface AttendanceBody {
  attendance?: { candidate_id?: unknown; isPresent?: unknown }[];
}

const isPresence = (value: unknown): value is Presence =>
  value === 'Present' || value === 'Absent' || value === 'Missing';

/** The choices of a `save-candidate-attendence` body, candidate id → presence. */
export function choicesOfBody(body: unknown): Record<string, Presence> {
  const choices: Record<string, Presence> = {};
  for (const item of (body as AttendanceBody | undefined)?.attendance ?? []) {
    if (typeof item.candidate_id === 'string' && isPresence(item.isPresent))
      choices[item.candidate_id] = item.isPresent;
  }
  return choices;
}

/** The attendance of the batch waiting in the outbox, the latest entry last (entries come in the order added). */
export function queuedPresence(entries: readonly QueuedSave[], batchId: string): Record<string, Presence> {
  const scope = attendanceScope(batchId);
  return Object.assign({}, ...entries.filter((entry) => entry.scope === scope).map((e) => choicesOfBody(e.args?.body)));
}

/** Browser storage key of the attendance this phone saved and the server took: `batchId` → candidate → presence. */
export const PRESENCE_SAVED_KEY = 'presenceSavedHere';

/** Batches kept; the oldest go first. */
const MAX_BATCHES = 30;

let cache: { raw: string | null; saved: Record<string, Record<string, Presence>> } | undefined;

function savedAll(): Record<string, Record<string, Presence>> {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(PRESENCE_SAVED_KEY);
  if (cache?.raw === raw) return cache.saved;
  let saved: Record<string, Record<string, Presence>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') saved = parsed as typeof saved;
  } catch {
    saved = {};
  }
  cache = { raw, saved };
  return saved;
}

/** What this phone saved of the batch's attendance and the server took (synchronous: screens read it as they draw). */
export function presenceSavedHere(batchId: string): Readonly<Record<string, Presence>> {
  return savedAll()[batchId] ?? {};
}

/** Remembers a save the server took (called when its outbox entry succeeded). */
export function rememberPresenceSaved(batchId: string, choices: Readonly<Record<string, Presence>>): void {
  const all = { ...savedAll() };
  const batch = { ...all[batchId], ...choices };
  delete all[batchId];
  const kept = Object.entries({ ...all, [batchId]: batch }).slice(-MAX_BATCHES);
  try {
    localStorage.setItem(PRESENCE_SAVED_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full storage loses only the memory: the list then shows what the server sends.
  }
}

/** After an outbox entry succeeded: when it was a batch's attendance save, remember what the server took. */
export function rememberSentAttendance(entry: QueuedSave): void {
  const match = /^candidates\/(.+)\/attendance$/.exec(entry.scope);
  if (match) rememberPresenceSaved(match[1]!, choicesOfBody(entry.args?.body));
}

export interface PresenceView {
  presence: ShownPresence;
  /** The presence shown waits in the outbox. */
  waiting: boolean;
}

/**
 * One candidate's attendance as shown (see the order at the top); `absentInResult`: their result says absent
 * (resultSaysAbsent).
 */
export function presenceView(
  candidate: { _id: string; isPresent?: Presence | undefined },
  queued: Readonly<Record<string, Presence>>,
  savedHere: Readonly<Record<string, Presence>>,
  absentInResult = false,
): PresenceView {
  const waiting = queued[candidate._id];
  if (waiting) return { presence: waiting, waiting: true };
  const known = candidate.isPresent ?? savedHere[candidate._id] ?? (absentInResult ? 'Absent' : undefined);
  return { presence: known ?? 'NotSent', waiting: false };
}
