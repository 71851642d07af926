import type { CallSpec } from '@assessor/contract';
import { idFacts, learnIds, type Found } from './ids.ts';
import { logIn, type Ask, type Credentials } from './login.ts';
import { plan, readCalls, writeCalls } from './plan.ts';
import { kindOf, type Row } from './rows.ts';
import { send } from './send.ts';
import { sourceOf } from './source.ts';
import { checkAnswer } from './validate.ts';
import { whyNeverSent, writePlan } from './writePlan.ts';
import { runWrites } from './writes.ts';

export { LoginFailed } from './login.ts';

export interface CheckOptions {
  host: string;
  credentials: Credentials;
  /** Where the OTP of a mobile login is typed. */
  ask: Ask;
  /** Also send the write plan (writePlan.ts): writes that put back what they read. */
  writes?: boolean;
}

const whereFrom = { 'admin twin': 'seen in the admin twin', spec: 'named by spec §7', ours: "the project's guess" };

/** A 404 first asks whether the route exists: how sure its path is says where to look. */
const routeNote = (name: string, status: number) =>
  status === 404 ? [`404: the path is ${whereFrom[sourceOf(name)]}; check the route before the fields`] : [];

/** Sends one read, checks its answer and learns the ids in it, whatever the answer (ids.ts). */
async function sendRead(host: string, token: string, name: string, call: CallSpec, found: Found): Promise<Row> {
  const args = plan[name]!.args(found);
  if ('missing' in args) throw new Error(`${name} is not ready`);
  try {
    const answer = await send(host, call, args, token);
    learnIds(answer.body, found);
    const verdict = checkAnswer(call, answer.status, answer.body);
    return {
      call: name,
      status: String(answer.status),
      drift: verdict.drift,
      extra: [...verdict.extra, ...routeNote(name, answer.status)],
    };
  } catch (error) {
    return {
      call: name,
      status: 'no answer',
      drift: [error instanceof Error ? error.message : String(error)],
      extra: [],
    };
  }
}

/** A read that never got its ids: what it waited for, and what the calls that usually carry it answered. */
function skippedRow(name: string, missing: keyof Found, rows: ReadonlyMap<string, Row>): Row {
  const facts = idFacts[missing as keyof typeof idFacts];
  const answered = (facts?.from ?? [])
    .filter((call) => rows.has(call))
    .map((call) => {
      const row = rows.get(call)!;
      return ['ok', 'skipped', 'not sent'].includes(kindOf(row))
        ? `${call} ${row.status}`
        : `${call} ${row.status} ${kindOf(row)}`;
    });
  const what = facts?.what ?? missing;
  return {
    call: name,
    status: 'skipped',
    drift: [],
    extra: [`waited for ${what}: no answer carried one${answered.length ? ` (${answered.join(', ')})` : ''}`],
  };
}

/**
 * Logs in, then sends every read-only call of the contract once, each as soon as the ids it needs have been learnt
 * from any earlier answer, going round again while answers teach new ids; checks each answer against the contract;
 * with `writes`, then the write plan (writes.ts). One row per call of the contract (the login first, then the table's
 * order); a read whose ids never came is `skipped` with what it waited for, and a call that changes data outside the
 * plan is `not sent`.
 */
export async function runCheck(options: CheckOptions): Promise<Row[]> {
  const session = await logIn(options.host, options.credentials, options.ask);
  const found: Found = { assessorId: session.assessorId };
  for (const body of session.bodies) learnIds(body, found);
  for (const row of session.rows) row.extra.push(...routeNote(row.call, Number(row.status)));
  const calls = new Map(readCalls());
  const ordered = [
    ...Object.keys(plan).filter((name) => calls.has(name)),
    ...[...calls.keys()].filter((name) => !(name in plan)),
  ];
  const done = new Map<string, Row>();
  for (const name of ordered.filter((call) => !plan[call]))
    done.set(name, {
      call: name,
      status: 'not sent',
      drift: ['no plan for this call in scripts/api-check/plan.ts'],
      extra: [],
    });
  let learnt = true;
  while (learnt) {
    learnt = false;
    for (const name of ordered) {
      if (done.has(name) || 'missing' in plan[name]!.args(found)) continue;
      done.set(name, await sendRead(options.host, session.token, name, calls.get(name)!, found));
      learnt = true;
    }
  }
  const rows: Row[] = [...session.rows];
  const answered = new Map([...session.rows.map((row) => [row.call, row] as const), ...done]);
  for (const name of ordered) {
    const args = plan[name]?.args(found);
    rows.push(done.get(name) ?? skippedRow(name, (args as { missing: keyof Found }).missing, answered));
  }
  if (options.writes) rows.push(...(await runWrites(options.host, session.token, found)));
  const sent = new Set(rows.map((row) => row.call));
  if (!sent.has('loginAssessor'))
    rows.splice(session.rows.length, 0, {
      call: 'loginAssessor',
      status: 'not sent',
      drift: [],
      extra: ['logged in by OTP (API_MOBILE) instead'],
    });
  for (const name of writeCalls().filter((call) => !sent.has(call) && call !== 'loginAssessor')) {
    const why = options.writes || !(name in writePlan) ? whyNeverSent(name) : 'changes data (needs --writes)';
    rows.push({ call: name, status: 'not sent', drift: [], extra: [why] });
  }
  return rows;
}
