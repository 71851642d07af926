import type { CallSpec } from '@assessor/contract';
import { answerMessage } from './answerMessage.ts';
import { readAnswer, type Outcome } from './readAnswer.ts';

export type { Outcome } from './readAnswer.ts';

/** Reads one HTTP answer of the API (api-facts §1) into RTK Query's `{ data }` or `{ error }`, texts translated. */
export function interpretAnswer(httpStatus: number, body: unknown, call?: CallSpec): Outcome {
  return readAnswer(httpStatus, body, call, answerMessage);
}
