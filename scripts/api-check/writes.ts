import { contract, type CallSpec } from '@assessor/contract';
import { plan, type Found } from './plan.ts';
import type { Row } from './rows.ts';
import { writePlan, type WriteStep } from './writePlan.ts';
import { send } from './send.ts';
import { checkAnswer } from './validate.ts';

const calls = contract as Record<string, CallSpec>;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Read = { value: Record<string, unknown> } | { why: string };

/** Reads the values a write step writes, or says why they cannot be had (then the write is not sent). */
async function readKept(host: string, token: string, step: WriteStep, found: Found): Promise<Read> {
  const read = calls[step.read]!;
  const args = (step.readArgs ?? plan[step.read]!.args)(found);
  if ('missing' in args) return { why: `no id found (${args.missing})` };
  try {
    const answer = await send(host, read, args, token);
    const verdict = checkAnswer(read, answer.status, answer.body);
    if (verdict.drift.length > 0) return { why: `${step.read} did not answer as the contract says` };
    const kept = step.keep((answer.body as { details?: unknown }).details, found);
    return 'missing' in kept ? { why: `no ${kept.missing} to put back` } : kept;
  } catch (error) {
    return { why: `${step.read} did not answer (${messageOf(error)})` };
  }
}

/** The names whose values differ (values are not printed: they may be bank details). */
function changed(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

/**
 * The write plan (writePlan.ts): each step reads, writes back what it read, and its answer is checked against
 * the contract like a read's. After every write has been sent each value is read again; one that is not what was
 * read before is drift in that write's row. A step whose values cannot be read is skipped, with the reason.
 */
export async function runWrites(host: string, token: string, found: Found): Promise<Row[]> {
  const rows: Row[] = [];
  const sent: { row: Row; step: WriteStep; before: Record<string, unknown> }[] = [];
  for (const [name, step] of Object.entries(writePlan)) {
    const before = await readKept(host, token, step, found);
    if ('why' in before) {
      rows.push({ call: name, status: 'skipped', drift: [], extra: [before.why] });
      continue;
    }
    const { args, notes = [] } = step.args(before.value, found);
    const row: Row = { call: name, status: 'no answer', drift: [], extra: [] };
    rows.push(row);
    sent.push({ row, step, before: before.value });
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
  }
  // Read back after all the writes (a later write cannot hide an earlier one's change): even a write that got no
  // answer may have reached the server.
  for (const { row, step, before } of sent) {
    const after = await readKept(host, token, step, found);
    if ('why' in after) row.drift.push(`not read back: ${after.why}`);
    else {
      const names = changed(before, after.value);
      if (names.length > 0) row.drift.push(`not as found after the write: ${names.join(', ')} changed`);
    }
  }
  return rows;
}
