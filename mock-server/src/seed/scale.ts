import type { DbState } from '../db/types.ts';

/** An id of copy `k`: two hex digits of `k`, then the original's first 22 (unique for k < 256 in practice). */
const idOf = (id: string, k: number) => `${k.toString(16).padStart(2, '0')}${id.slice(0, 22)}`;

/**
 * The seed grown `factor` times for load figures (benchmarks): every assessor, batch, candidate, day record, tab row
 * and notification is copied `factor − 1` times under new ids, e-mails (`assessor+k@demo.test`), mobiles and batch
 * ids; the job roles and everything else stay as they are. The original records keep their ids, so the demo logins
 * work as on the plain seed.
 */
export function scaleState(state: DbState, factor: number): DbState {
  const out = structuredClone(state);
  for (let k = 1; k < factor; k++) {
    for (const a of state.assessors) {
      out.assessors.push({
        ...a,
        _id: idOf(a._id, k),
        email: a.email.replace('@', `+${k}@`),
        mobile: `${(Number(a.mobile.slice(0, 4)) + k) % 10000}`.padStart(4, '9') + a.mobile.slice(4),
        assessorId: `${a.assessorId}-${k}`,
      });
    }
    for (const b of state.batches)
      out.batches.push({
        ...structuredClone(b),
        _id: idOf(b._id, k),
        batchId: `${b.batchId}-${k}`,
        accessorId: idOf(b.accessorId, k),
      });
    for (const c of state.candidates)
      out.candidates.push({
        ...c,
        _id: idOf(c._id, k),
        batchId: idOf(c.batchId, k),
        candidateId: `${c.candidateId}-${k}`,
      });
    for (const d of state.assessmentDays)
      out.assessmentDays.push({
        ...structuredClone(d),
        _id: idOf(d._id, k),
        batch_id: idOf(d.batch_id, k),
        assesor_id: idOf(d.assesor_id, k),
      });
    for (const t of state.tabStatuses)
      out.tabStatuses.push({
        ...t,
        _id: idOf(t._id, k),
        batch_id: idOf(t.batch_id, k),
        assesor_id: idOf(t.assesor_id, k),
      });
    for (const n of state.notifications)
      out.notifications.push({ ...n, _id: idOf(n._id, k), recipient: idOf(n.recipient, k) });
  }
  return out;
}
