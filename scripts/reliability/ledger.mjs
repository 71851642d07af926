// The model of the kill -9 crash run (crashModel.mjs): per key (one value the mock stores, e.g. one candidate's
// attendance), the last value a 2xx answer acknowledged and the values sent since whose answer was not seen (cut off by
// the kill, or answered with an error: such a write may or may not have happened). Each key is written by one client at
// a time, so after a restart its value must be the acknowledged one or one of those; anything else is a lost write
// (an older value came back) or a value nobody sent.

export class Ledger {
  /** name → { read(state) → string, acked, open: Set of values sent and not acknowledged since } */
  #keys = new Map();
  acknowledged = 0;
  sent = 0;
  /** Writes per kind: sent and acknowledged. */
  byKind = new Map();
  /** Every write's outcome, in the order answered: { kind, sentAt, status?, error?, body? }. */
  outcomes = [];

  /** A key whose value `read(view)` finds in the state; `initial` is its value now (acknowledged by the set-up). */
  define(name, read, initial) {
    if (!this.#keys.has(name)) this.#keys.set(name, { read, acked: initial, open: new Set() });
  }

  has(name) {
    return this.#keys.has(name);
  }

  acked(name) {
    return this.#keys.get(name)?.acked;
  }

  /**
   * Runs one write of `kind` setting `name` to `value`: `send()` resolves the answer ({ status } or { error }). A 2xx
   * answer acknowledges the value; any other outcome leaves it possible.
   */
  async write(kind, name, value, send) {
    const key = this.#keys.get(name);
    if (!key) throw new Error(`write to an undefined key ${name}`);
    key.open.add(value);
    const sentAt = Date.now();
    const answer = this.count(kind, await send(), sentAt);
    if (answer.status >= 200 && answer.status < 300) {
      key.acked = value;
      key.open.clear();
    }
    return answer;
  }

  /**
   * Counts a write of `kind` and whether it was acknowledged (a 2xx answer), and keeps its outcome (`outcomes`: when it
   * was sent, its status or its error); answers the answer.
   */
  count(kind, answer, sentAt = Date.now()) {
    this.outcomes.push({ kind, sentAt, status: answer.status, error: answer.error, body: answer.body });
    const counts = this.byKind.get(kind) ?? { sent: 0, acknowledged: 0 };
    this.byKind.set(kind, counts);
    this.sent += 1;
    counts.sent += 1;
    if (answer.status >= 200 && answer.status < 300) {
      this.acknowledged += 1;
      counts.acknowledged += 1;
    }
    return answer;
  }

  /**
   * Every key against the state a restart loaded (`view`: the state with its lookups); answers the problems. Then the
   * loaded values become the acknowledged ones: the start wrote them to a new snapshot.
   */
  check(view) {
    const problems = duplicateIds(view.state);
    for (const [name, key] of this.#keys) {
      const value = key.read(view);
      if (value !== key.acked && !key.open.has(value))
        problems.push(
          `${name}: ${value} after the restart, acknowledged ${key.acked}` +
            (key.open.size > 0 ? ` (or unanswered ${[...key.open].join(', ')})` : ''),
        );
      key.acked = value;
      key.open.clear();
    }
    return problems;
  }

  get size() {
    return this.#keys.size;
  }
}

/** The state as the readers use it: records by `_id` per collection, and each collection's JSON for markers. */
export function viewOf(state) {
  const byId = new Map();
  const text = new Map();
  let marks;
  return {
    state,
    /** A candidate's theory marks for one NOS. */
    mark(candidateId, nosId) {
      marks ??= new Map(
        (state.candidateMarks ?? [])
          .filter((m) => m.section === 'Theory')
          .map((m) => [`${m.candidate_id}/${m.nos_id}`, m.obtainedMarks]),
      );
      return marks.get(`${candidateId}/${nosId}`);
    },
    record(collection, id) {
      if (!byId.has(collection))
        byId.set(collection, new Map((state[collection] ?? []).map((record) => [record._id, record])));
      return byId.get(collection).get(id);
    },
    /** 'yes' when some record of the collection holds `marker` (a unique text the write sent). */
    holds(collection, marker) {
      if (!text.has(collection)) text.set(collection, JSON.stringify(state[collection] ?? []));
      return text.get(collection).includes(marker) ? 'yes' : 'no';
    },
  };
}

/** Records that share an `_id` within a collection: a restart would then find either one. */
function duplicateIds(state) {
  const problems = [];
  for (const [name, list] of Object.entries(state)) {
    if (!Array.isArray(list)) continue;
    const seen = new Set();
    for (const record of list) {
      if (!record?._id) continue;
      if (seen.has(record._id)) problems.push(`${name}: two records with _id ${record._id}`);
      seen.add(record._id);
    }
  }
  return problems;
}
