import { Type } from 'typebox';

/** The header every `/__mock/` call but `health` carries the trainer passcode in (`MOCK_TRAINER_PASSCODE`). */
export const TRAINER_PASSCODE_HEADER = 'x-trainer-passcode';

/** An assessor given by `_id`, e-mail, mobile or `assessorId` (RD1234). */
export const AssessorKey = Type.String({
  minLength: 1,
  maxLength: 254,
  description: '_id, e-mail, mobile or assessorId',
});
export const KeyParams = Type.Object({ id: AssessorKey });
export const Time = Type.Number({ description: 'ms since 1970' });
