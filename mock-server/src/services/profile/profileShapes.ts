import type { Assessor } from '../../db/types.ts';
import { isObject, withoutMessage, type Answer, type Json } from '../shared/backendShapes.ts';

/**
 * The assessor as its stored document reads (backend-facts-2 §2.4): the photo under `assessorCertificate`, no `url`,
 * the document arrays, `__v`. The real one carries `password` (its hash) too; the mock never sends a hash.
 */
export function assessorDocument(assessor: Assessor): Json {
  const { passwordHash: _hash, deletedAt: _deleted, url: _url, ...stored } = assessor;
  return { ...stored, __v: 0 };
}

/**
 * `getAssesor-profileList`: with a photo the flat form plus the photo's keys; with none, the raw document
 * (backend-facts-2 §2.4, profile row).
 */
export function profileAnswer(answer: Answer, assessor: Assessor | undefined): Answer {
  const details = isObject(answer.body.details) ? answer.body.details : undefined;
  if (!details || !assessor || answer.body.success !== true) return answer;
  const profileKey = assessor.assessorCertificate?.profileKey;
  const shaped =
    typeof details.url === 'string' && profileKey
      ? { ...details, profileKey, key: profileKey }
      : assessorDocument(assessor);
  return { ...answer, body: { ...answer.body, details: shaped } };
}

/**
 * `update-assessorProfile` answers the raw document; a taken e-mail is a 400 with no `message` key (its constant is
 * undefined in the real back end, PR-8).
 */
export function profileUpdateAnswer(answer: Answer, assessor: Assessor | undefined, emailTaken: string): Answer {
  if (answer.body.success === false) return withoutMessage(answer, emailTaken);
  return assessor ? { ...answer, body: { ...answer.body, details: assessorDocument(assessor) } } : answer;
}

/** A section add answers the whole assessor document, not the item (PR-1). */
export function sectionAddAnswer(answer: Answer, assessor: Assessor | undefined): Answer {
  if (answer.body.success !== true || !assessor) return answer;
  return { ...answer, body: { ...answer.body, details: assessorDocument(assessor) } };
}

/** Deleting bank details `$unset`s them: always a 200, even when there was nothing to delete (PR-11). */
export function bankDeleteAnswer(answer: Answer): Answer {
  if (answer.status !== 404) return answer;
  return { status: 200, body: { statusCode: 200, success: true, message: 'Bank details deleted successfully' } };
}
