import { sourceOf } from './source.ts';

export interface Row {
  call: string;
  /** HTTP status, or what became of the call: `skipped`, `not sent`, `no answer`. */
  status: string;
  /** Empty when the answer matches the contract. */
  drift: string[];
  /** Notes: undeclared fields (`/details/…`), why a call was skipped or not sent, what a write put back. */
  extra: string[];
}

/** Every kind of row the summary counts, in its order. */
export const kinds = ['ok', 'drift', 'failed', 'skipped', 'not sent'] as const;
export type Kind = (typeof kinds)[number];

/**
 * What a row is: `failed` a call sent that got no answer (the host could not be reached), `skipped` a read not sent
 * for want of an id, `not sent` a call the check never sends (or a write without --writes), `drift` an answer (or a
 * missing plan) the contract must catch up with, `ok` an answer that matches.
 */
export function kindOf(row: Row): Kind {
  if (row.status === 'no answer') return 'failed';
  if (row.drift.length > 0) return 'drift';
  if (row.status === 'skipped') return 'skipped';
  if (row.status === 'not sent') return 'not sent';
  return 'ok';
}

/** The table: call, source, status, drift (notes come after the drift, marked "note:"). */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => [
    row.call,
    sourceOf(row.call),
    row.status,
    [
      ...row.drift,
      ...row.extra.map((extra) => (extra.startsWith('/') ? `note: extra ${extra}` : `note: ${extra}`)),
    ].join('; ') || 'none',
  ]);
  const header = ['call', 'source', 'status', 'drift'];
  const widths = [0, 1, 2].map((i) => Math.max(header[i]!.length, ...cells.map((cell) => cell[i]!.length)));
  const line = (cell: string[]) => [...widths.map((width, i) => cell[i]!.padEnd(width)), cell[3]].join('  ');
  const rule = header.map((name, i) => '-'.repeat(widths[i] ?? name.length));
  return [line(header), line(rule), ...cells.map(line)].join('\n');
}

/** The summary under the table: a count of every kind of row, then what they mean for this run. */
export function summary(rows: readonly Row[]): string {
  const count = (kind: Kind) => rows.filter((row) => kindOf(row) === kind).length;
  const lines = [`${rows.length} calls: ${kinds.map((kind) => `${count(kind)} ${kind}`).join(', ')}.`];
  lines.push(
    count('drift') > 0
      ? `${count('drift')} call(s) drift from the contract.`
      : 'No drift: every answer matches the contract.',
  );
  if (count('failed') > 0) lines.push(`${count('failed')} call(s) got no answer from the host.`);
  if (count('skipped') > 0)
    lines.push(
      `${count('skipped')} call(s) skipped: not checked; each row says what it waited for. What it waited for may ` +
        'be missing because an answer that carries it drifted or failed, or because the account has no such record.',
    );
  return lines.join('\n');
}

/** Exit 1: something drifts, or a call got no answer. */
export const hasDrift = (rows: readonly Row[]) => rows.some((row) => ['drift', 'failed'].includes(kindOf(row)));
