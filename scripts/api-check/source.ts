import { contract, type CallSpec } from '@assessor/contract';
// Spec §7's calls as written out by hand for the contract's coverage test: the only record of which paths the spec
// names. Read here for a label only; no path is built from it.
import { specCalls } from '../../contract/test/specCalls.ts';

/**
 * Where a call's path and shape come from, for the table's `source` column, so that a route the host does not know
 * reads as a guess to check before a field to fix:
 * - `admin twin`: the contract's `source: 'api-facts'`, read from the admin back end and portal that share the real
 *   API's database (api-facts.md); the path and the fields are seen there;
 * - `spec`: `source: 'ours'` on a path that spec §7 names: the route is the spec's, its query and shape are ours;
 * - `ours`: `source: 'ours'` on a path the spec does not name: route and shape are the project's guess.
 */
export type SourceLabel = 'admin twin' | 'spec' | 'ours';

const calls = contract as Record<string, CallSpec>;
const specNamed = new Set(specCalls);

export function sourceOf(name: string): SourceLabel {
  const call = calls[name];
  if (!call) return 'ours';
  if (call.source === 'api-facts') return 'admin twin';
  return specNamed.has(`${call.method} ${call.path}`) ? 'spec' : 'ours';
}
