/**
 * The model of a crash test: what each observable value of the state went through, and which of those values were
 * acknowledged. A state loaded after a crash must show, for every value, one the model allows: the last acknowledged
 * one or one set after it (a write in flight may or may not have reached the disk), never an older one, never one that
 * was not set at all. Used by the storage's crash test (crashStorage.test.ts); the kill -9 run over HTTP keeps the
 * same rule from the client's side (scripts/reliability/ledger.mjs).
 */

/** The observable values of a state, by key (e.g. `candidates/<id>` → the record's JSON; absent when deleted). */
export type View = Map<string, string>;

/** A key's value when it does not exist (a record deleted, or never created). */
export const ABSENT = '∅';

export class CrashModel {
  /** Per key, every value it held, in the order set. */
  readonly #history = new Map<string, string[]>();
  /** Per key, the index (in its history) of the last acknowledged value. */
  readonly #floor = new Map<string, number>();

  /** Notes the values `view` holds now (call after every change made in memory). */
  observe(view: View): void {
    for (const [key, values] of this.#history) if (!view.has(key) && values.at(-1) !== ABSENT) values.push(ABSENT);
    for (const [key, value] of view) {
      const values = this.#history.get(key);
      if (!values) this.#history.set(key, [ABSENT, value]);
      else if (values.at(-1) !== value) values.push(value);
    }
  }

  /**
   * What a write started now covers: every value as it is in memory now (a write stores every change made before it
   * was called, other requests' changes included). Hand it to `acknowledge` once the write resolved.
   */
  checkpoint(): Map<string, number> {
    return new Map([...this.#history].map(([key, values]) => [key, values.length - 1]));
  }

  acknowledge(checkpoint: Map<string, number>): void {
    for (const [key, index] of checkpoint) if (index > (this.#floor.get(key) ?? 0)) this.#floor.set(key, index);
  }

  /** The acknowledged floors now (taken at the moment of a crash, checked against the state loaded after it). */
  floors(): Map<string, number> {
    return new Map(this.#floor);
  }

  /** Problems of `loaded` against the floors of the crash moment: older values that came back, values never set. */
  check(loaded: View, floors: Map<string, number>): string[] {
    const problems: string[] = [];
    for (const [key, values] of this.#history) {
      const value = loaded.get(key) ?? ABSENT;
      const floor = floors.get(key) ?? 0;
      if (values.lastIndexOf(value) >= floor) continue;
      problems.push(
        values.includes(value)
          ? `${key}: an older value came back (${short(value)}; acknowledged ${short(values[floor]!)})`
          : `${key}: a value never set (${short(value)})`,
      );
    }
    for (const key of loaded.keys())
      if (!this.#history.has(key)) problems.push(`${key}: a record never created (${short(loaded.get(key)!)})`);
    return problems;
  }
}

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);
