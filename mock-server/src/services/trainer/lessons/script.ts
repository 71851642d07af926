import { trainerCalls, type CallSpec } from '@assessor/contract';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { ApiError } from '../../../errors/apiError.ts';

/** Who a step runs for: one call per assessor, each with `body.assessor` set. */
export type StepTargets = 'everyone' | 'trainees' | string[];

export interface LessonStep {
  at: string;
  call: string;
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  for?: StepTargets;
}

export interface LessonScript {
  name: string;
  steps: LessonStep[];
}

/** A checked step: its offset in ms and its contract entry. */
export interface ReadyStep extends LessonStep {
  offsetMs: number;
  spec: CallSpec;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
/** Calls a lesson may not make: the lesson controls themselves (a lesson loading a lesson) and the live feed stream. */
const NOT_IN_LESSONS = new Set([
  'loadLesson',
  'shippedLessons',
  'loadShippedLesson',
  'startLesson',
  'pauseLesson',
  'stopLesson',
  'currentLesson',
  'activity',
]);
/** A stand-in assessor for checking the body of a `for` step, whose `assessor` the runner fills in. */
const ANY_ASSESSOR = 'assessor@lesson.check';

export function offsetMs(at: string): number {
  const match = /^\+(\d{1,5})(s|m|h)$/.exec(at);
  if (!match) throw new Error(`bad offset ${at}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

function refuse(where: string, message: string): never {
  throw new ApiError(400, `${where}: ${message}`, { field: where, in: 'body' });
}

function check(schema: TSchema | undefined, value: unknown, where: string): void {
  if (!schema) {
    if (value !== undefined) refuse(where, 'this call takes none');
    return;
  }
  const [error] = Value.Errors(schema, value ?? {});
  if (!error) return;
  const missing = (error as { params?: { requiredProperties?: string[] } }).params?.requiredProperties?.[0];
  if (missing) refuse(where, `${missing} is required`);
  refuse(`${where}${error.instancePath.replaceAll('/', '.')}`, error.message);
}

/**
 * Checks a lesson's steps against the trainer contract (the lesson's own shape is checked by the route's schema):
 * a known call, its body, params and query valid, offsets in order. The first fault is refused with 400 naming the
 * step, e.g. `steps[2].body.status: …`, so nothing half-loaded is ever kept.
 */
export function checkLesson(script: LessonScript): ReadyStep[] {
  if (script.steps.length === 0) refuse('steps', 'a lesson needs at least one step');
  const calls: Readonly<Record<string, CallSpec>> = trainerCalls;
  let previous = 0;
  return script.steps.map((step, index) => {
    const where = `steps[${index}]`;
    const spec = Object.hasOwn(calls, step.call) && !NOT_IN_LESSONS.has(step.call) ? calls[step.call] : undefined;
    if (!spec) refuse(`${where}.call`, `${step.call} is not a trainer call a lesson can make`);
    const at = offsetMs(step.at);
    if (at < previous) refuse(`${where}.at`, `${step.at} comes before the step above it: order the steps by time`);
    previous = at;
    if (step.for !== undefined) {
      const fields = (spec.body as { properties?: Record<string, unknown> } | undefined)?.properties;
      if (!fields?.assessor) refuse(`${where}.for`, `${step.call} takes no assessor in its body`);
      if (step.body && typeof step.body === 'object' && 'assessor' in step.body)
        refuse(`${where}.body.assessor`, 'leave it out: "for" sets it');
    }
    const body = step.for === undefined ? step.body : { ...(step.body as object | undefined), assessor: ANY_ASSESSOR };
    check(spec.body, body, `${where}.body`);
    check(spec.params, step.params, `${where}.params`);
    check(spec.query, step.query, `${where}.query`);
    return { ...step, offsetMs: at, spec };
  });
}

/** The URL of a step's call: its path with the params filled in, and its query. */
export function urlOf(step: ReadyStep): string {
  const path = step.spec.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(step.params?.[name] ?? ''));
  const query = step.query ? `?${new URLSearchParams(step.query).toString()}` : '';
  return path + query;
}
