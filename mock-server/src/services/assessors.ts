import type { Db } from '../db/open.ts';
import type { Assessor } from '../db/types.ts';

/** An assessor named by `_id`, e-mail or mobile (as trainers name them). */
export function findAssessor(db: Db, key: string): Assessor | undefined {
  const wanted = key.trim().toLowerCase();
  return db.data.assessors.find((a) => a._id === wanted || a.email.toLowerCase() === wanted || a.mobile === wanted);
}
