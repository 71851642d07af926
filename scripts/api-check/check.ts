import { contract } from '@assessor/contract';
import { plan, readCalls, writeCalls, type Found } from './plan.ts';
import type { Row } from './rows.ts';
import { sourceOf } from './source.ts';
import { whyNeverSent, writePlan } from './writePlan.ts';
import { send } from './send.ts';
import { checkAnswer } from './validate.ts';
import { runWrites } from './writes.ts';

export interface CheckOptions {
  host: string;
  email: string;
  password: string;
  /** Also send the write plan (writePlan.ts): writes that put back what they read. */
  writes?: boolean;
}

export class LoginFailed extends Error {}

const whereFrom = { 'admin twin': 'seen in the admin twin', spec: 'named by spec §7', ours: "the project's guess" };

/** A 404 first asks whether the route exists: how sure its path is says where to look. */
const routeNote = (name: string, status: number) =>
  status === 404 ? [`404: the path is ${whereFrom[sourceOf(name)]}; check the route before the fields`] : [];

/** Logs in with e-mail and password; the token and the assessor's id, or LoginFailed with the server's words. */
async function logIn({ host, email, password }: CheckOptions) {
  let answer;
  try {
    answer = await send(host, contract.loginAssessor, { body: { email, password } });
  } catch (error) {
    throw new LoginFailed(`cannot reach ${host}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<string, unknown>;
  const details = (body.details ?? {}) as { token?: unknown; _id?: unknown; user_details?: { _id?: unknown } };
  if (body.success !== true || typeof details.token !== 'string') {
    throw new LoginFailed(
      `login refused (HTTP ${answer.status}): ${typeof body.message === 'string' ? body.message : String(answer.body).slice(0, 200)}`,
    );
  }
  const id = details._id ?? details.user_details?._id;
  const verdict = checkAnswer(contract.loginAssessor, answer.status, answer.body);
  const row: Row = {
    call: 'loginAssessor',
    status: String(answer.status),
    drift: verdict.drift,
    extra: [...verdict.extra, ...routeNote('loginAssessor', answer.status)],
  };
  return { token: details.token, assessorId: typeof id === 'string' ? id : undefined, row };
}

/**
 * Logs in, then sends every read-only call of the contract once, with ids found in earlier answers, and checks each
 * answer against the contract; with `writes`, then the write plan (writes.ts). One row per call of the contract (login
 * first); a call whose ids could not be found is not sent, and neither is a call that changes data outside the plan.
 */
export async function runCheck(options: CheckOptions): Promise<Row[]> {
  const session = await logIn(options);
  const found: Found = { assessorId: session.assessorId };
  const rows: Row[] = [session.row];
  const calls = new Map(readCalls());
  const ordered = [
    ...Object.keys(plan).filter((name) => calls.has(name)),
    ...[...calls.keys()].filter((name) => !(name in plan)),
  ];
  for (const name of ordered) {
    const call = calls.get(name)!;
    const step = plan[name];
    if (!step) {
      rows.push({
        call: name,
        status: 'not sent',
        drift: ['no plan for this call in scripts/api-check/plan.ts'],
        extra: [],
      });
      continue;
    }
    const args = step.args(found);
    if ('missing' in args) {
      rows.push({ call: name, status: 'skipped', drift: [], extra: [`no id found (${args.missing})`] });
      continue;
    }
    try {
      const answer = await send(options.host, call, args, session.token);
      const verdict = checkAnswer(call, answer.status, answer.body);
      if (verdict.drift.length === 0) step.learn?.((answer.body as { details?: unknown }).details, found);
      rows.push({
        call: name,
        status: String(answer.status),
        drift: verdict.drift,
        extra: [...verdict.extra, ...routeNote(name, answer.status)],
      });
    } catch (error) {
      rows.push({
        call: name,
        status: 'no answer',
        drift: [error instanceof Error ? error.message : String(error)],
        extra: [],
      });
    }
  }
  if (options.writes) rows.push(...(await runWrites(options.host, session.token, found)));
  const sent = new Set(rows.map((row) => row.call));
  for (const name of writeCalls().filter((call) => !sent.has(call))) {
    const why = options.writes || !(name in writePlan) ? whyNeverSent(name) : 'changes data (needs --writes)';
    rows.push({ call: name, status: 'not sent', drift: [], extra: [why] });
  }
  return rows;
}
