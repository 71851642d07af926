import { randomBytes } from 'node:crypto';
import type { ScenarioKind } from '@assessor/contract';
import type { Clock } from '../../clock.ts';
import type { ObjectId } from '../../db/types.ts';

export interface Scenario {
  _id: string;
  assessor: ObjectId;
  email: string;
  status: ScenarioKind;
  times: number;
  remaining: number;
  path?: string;
  latencyMs?: number;
  armedAt: number;
}

export interface ArmInput {
  assessor: ObjectId;
  email: string;
  status: ScenarioKind;
  times?: number;
  path?: string;
  latencyMs?: number;
}

export const DEFAULT_LATENCY_MS = 3000;

/** The calls a 422 or 426 scenario answers: the logins, the only calls that answer those statuses (api-facts §2). */
export const LOGIN_PATHS = ['/api/login-assesor', '/api/loginBy-assesorOTP'];

/**
 * Armed fault scenarios, per assessor, kept in memory only (a rehearsal aid, not data: a restart disarms them all).
 * A scenario answers the assessor's next matching calls, `times` of them, then disarms itself.
 */
export class ScenarioStore {
  #armed: Scenario[] = [];

  constructor(private readonly clock: Clock) {}

  arm(input: ArmInput): Scenario {
    const times = input.times ?? 1;
    const scenario: Scenario = {
      _id: randomBytes(6).toString('hex'),
      assessor: input.assessor,
      email: input.email,
      status: input.status,
      times,
      remaining: times,
      ...(input.path ? { path: input.path } : {}),
      ...(input.status === 'slow' ? { latencyMs: input.latencyMs ?? DEFAULT_LATENCY_MS } : {}),
      armedAt: this.clock.now(),
    };
    this.#armed.push(scenario);
    return scenario;
  }

  /** How many are armed (the hook skips all work when none is). */
  get size(): number {
    return this.#armed.length;
  }

  list(): Scenario[] {
    return [...this.#armed];
  }

  disarm(id: string): Scenario | undefined {
    const found = this.#armed.find((scenario) => scenario._id === id);
    if (found) this.#armed = this.#armed.filter((scenario) => scenario !== found);
    return found;
  }

  /** Disarms every scenario of one assessor (their reset), or all of them. */
  clear(assessor?: ObjectId): void {
    this.#armed = assessor ? this.#armed.filter((scenario) => scenario.assessor !== assessor) : [];
  }

  /** The first scenario of the assessor that matches this call, counted down (and disarmed at 0). */
  take(assessor: ObjectId, path: string): Scenario | undefined {
    const found = this.#armed.find((scenario) => scenario.assessor === assessor && matches(scenario, path));
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining <= 0) this.#armed = this.#armed.filter((scenario) => scenario !== found);
    return { ...found };
  }
}

function matches(scenario: Scenario, path: string): boolean {
  if ((scenario.status === 422 || scenario.status === 426) && !LOGIN_PATHS.includes(path)) return false;
  return scenario.path === undefined || path.includes(scenario.path);
}
