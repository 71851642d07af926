import { contract, type CallSpec } from '@assessor/contract';
import { plan, type Found } from './plan.ts';
import type { Row } from './rows.ts';
import { send } from './send.ts';
import { checkAnswer } from './validate.ts';
import { writePlan, type WriteStep } from './writePlan.ts';

const calls = contract as Record<string, CallSpec>;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a step read: the values it writes back and the fields it only watches; or why they cannot be had. */
type Values = { value: Record<string, unknown>; watched: Record<string, unknown> };
type Read = Values | { why: string };
/** A write sent, with the values read before it. */
interface Sent {
  row: Row;
  name: string;
  step: WriteStep;
  before: Values;
}

/** Reads the values a write step writes and watches, or says why they cannot be had (then the write is not sent). */
async function readKept(host: string, token: string, step: WriteStep, found: Found): Promise<Read> {
  const read = calls[step.read]!;
  const args = (step.readArgs ?? plan[step.read]!.args)(found);
  if ('missing' in args) return { why: `no id found (${args.missing})` };
  try {
    const answer = await send(host, read, args, token);
    const verdict = checkAnswer(read, answer.status, answer.body);
    if (verdict.drift.length > 0) return { why: `${step.read} did not answer as the contract says` };
    const details = (answer.body as { details?: unknown }).details;
    const kept = step.keep(details, found);
    return 'missing' in kept
      ? { why: `no ${kept.missing} to put back` }
      : { ...kept, watched: step.watch?.(details, found) ?? {} };
  } catch (error) {
    return { why: `${step.read} did not answer (${messageOf(error)})` };
  }
}

/** The names whose values differ, written and watched alike (values are not printed: they may be bank details). */
function changed(before: Values, after: Values): string[] {
  const was = { ...before.watched, ...before.value };
  const is = { ...after.watched, ...after.value };
  const names = new Set([...Object.keys(was), ...Object.keys(is)]);
  return [...names].filter((name) => JSON.stringify(was[name]) !== JSON.stringify(is[name]));
}

/** Sends one write of the plan with the values read; its answer is checked like a read's. */
async function write(host: string, token: string, name: string, step: WriteStep, kept: Values, found: Found) {
  const { args, notes = [] } = step.args(kept.value, found);
  const row: Row = { call: name, status: 'no answer', drift: [], extra: [] };
  try {
    const answer = await send(host, calls[name]!, args, token);
    const verdict = checkAnswer(calls[name]!, answer.status, answer.body);
    row.status = String(answer.status);
    row.drift.push(...verdict.drift);
    row.extra.push(...verdict.extra);
  } catch (error) {
    row.drift.push(messageOf(error));
  }
  row.extra.push(...notes);
  return row;
}

/**
 * After a write left fields changed: writes the values found once more, reads again, and says in the row what that
 * put back and what is still changed (a watched field the write cannot set is never put back: check it by hand).
 */
async function putBack(host: string, token: string, found: Found, { row, name, step, before }: Sent, names: string[]) {
  row.drift.push(`not as found after the write: ${names.join(', ')} changed`);
  const settable = names.filter((field) => field in before.value);
  const unsettable = names.filter((field) => !settable.includes(field));
  if (unsettable.length > 0)
    row.drift.push(`not put back: ${unsettable.join(', ')} (the write does not send it): set it back by hand`);
  if (settable.length === 0) return;
  const again = await write(host, token, name, step, before, found);
  const now = await readKept(host, token, step, found);
  if ('why' in now) {
    row.drift.push(`wrote the values found again (HTTP ${again.status}), not read back: ${now.why}: check by hand`);
    return;
  }
  const still = changed(before, now);
  const back = settable.filter((field) => !still.includes(field));
  const left = settable.filter((field) => still.includes(field));
  if (back.length > 0) row.extra.push(`put back: ${back.join(', ')} written again and read back as found`);
  if (left.length > 0)
    row.drift.push(
      `not put back: ${left.join(', ')} still changed after writing the values found again: check by hand`,
    );
}

/**
 * The write plan (writePlan.ts): each step reads, writes back what it read, and its answer is checked against the
 * contract like a read's. After every write has been sent each value is read again: as found is noted; a field that
 * changed is drift, and the values found are written once more (putBack) and the row says what that put back. A step
 * whose values cannot be read is skipped, with the reason.
 */
export async function runWrites(host: string, token: string, found: Found): Promise<Row[]> {
  const rows: Row[] = [];
  const sent: Sent[] = [];
  for (const [name, step] of Object.entries(writePlan)) {
    const before = await readKept(host, token, step, found);
    if ('why' in before) {
      rows.push({ call: name, status: 'skipped', drift: [], extra: [before.why] });
      continue;
    }
    const row = await write(host, token, name, step, before, found);
    rows.push(row);
    sent.push({ row, name, step, before });
  }
  // Read back after all the writes (a later write cannot hide an earlier one's change): even a write that got no
  // answer may have reached the server.
  for (const one of sent) {
    const after = await readKept(host, token, one.step, found);
    if ('why' in after) {
      one.row.drift.push(`not read back: ${after.why}: check by hand`);
      continue;
    }
    const names = changed(one.before, after);
    if (names.length === 0) one.row.extra.push('read back as found');
    else await putBack(host, token, found, one, names);
  }
  return rows;
}
