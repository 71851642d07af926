/** One call of a trainee, as the trainer's live feed shows it. */
export interface ActivityEvent {
  at: number;
  method: string;
  path: string;
  /** HTTP status; 0 when the connection was dropped by a scenario. */
  status: number;
  ms: number;
  assessor?: string;
  email?: string;
}

type Listener = (event: ActivityEvent) => void;

export const KEPT_EVENTS = 50;

/** The last calls of the API, kept in memory, and the open feeds they are pushed to. */
export class ActivityFeed {
  #recent: ActivityEvent[] = [];
  #listeners = new Set<Listener>();
  /** Each assessor's last call, for the progress board (one event per assessor, so it stays small). */
  #lastByAssessor = new Map<string, ActivityEvent>();

  record(event: ActivityEvent): void {
    if (event.assessor) this.#lastByAssessor.set(event.assessor, event);
    this.#recent.push(event);
    if (this.#recent.length > KEPT_EVENTS) this.#recent.shift();
    for (const listener of this.#listeners) listener(event);
  }

  lastOf(assessorId: string): ActivityEvent | undefined {
    return this.#lastByAssessor.get(assessorId);
  }

  recent(): ActivityEvent[] {
    return [...this.#recent];
  }

  /** Answers the function that ends the subscription. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  get listeners(): number {
    return this.#listeners.size;
  }
}
