import { contract } from '@assessor/contract';
import type { Row } from './rows.ts';
import { send, type Answer } from './send.ts';
import { checkAnswer } from './validate.ts';

/** E-mail and password, or a mobile whose OTP is typed at a prompt. */
export type Credentials = { email: string; password: string } | { mobile: string };

/** Asks the person running the check a question and resolves with the line typed. */
export type Ask = (prompt: string) => Promise<string>;

export interface Session {
  token: string;
  /** The assessor's `_id`, when the login answer carries it. */
  assessorId?: string;
  /** The login's calls, checked like any other answer. */
  rows: Row[];
  /** The login's answers, to learn ids from (ids.ts) like any other answer. */
  bodies: unknown[];
}

export class LoginFailed extends Error {}

const bodyOf = (answer: Answer) =>
  (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<string, unknown>;
const wordsOf = (answer: Answer) => {
  const message = bodyOf(answer).message;
  return typeof message === 'string' ? message : String(answer.body).slice(0, 200);
};

async function reach(host: string, run: () => Promise<Answer>): Promise<Answer> {
  try {
    return await run();
  } catch (error) {
    throw new LoginFailed(`cannot reach ${host}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The session in a login answer (password or OTP), or LoginFailed with the server's words. */
function sessionOf(answer: Answer, what: string): Pick<Session, 'token' | 'assessorId'> {
  const body = bodyOf(answer);
  const details = (body.details ?? {}) as { token?: unknown; _id?: unknown; user_details?: { _id?: unknown } };
  if (body.success !== true) throw new LoginFailed(`${what} refused (HTTP ${answer.status}): ${wordsOf(answer)}`);
  // An OTP login of a mobile not registered yet succeeds without a session (api-facts §2, outcomes 1 and 4).
  if (typeof details.token !== 'string')
    throw new LoginFailed(`${what} gave no token (HTTP ${answer.status}): ${wordsOf(answer)}`);
  const id = details._id ?? details.user_details?._id;
  return { token: details.token, assessorId: typeof id === 'string' ? id : undefined };
}

const rowOf = (call: 'loginAssessor' | 'sendOtp' | 'loginByOtp', answer: Answer): Row => ({
  call,
  status: String(answer.status),
  ...checkAnswer(contract[call], answer.status, answer.body),
});

/**
 * Logs in: by e-mail and password (`loginAssessor`), or by mobile: `sendOtp`, the code the person running the check
 * received, typed at `ask`'s prompt, then `loginByOtp`. The rows of the calls sent, or LoginFailed.
 */
export async function logIn(host: string, credentials: Credentials, ask: Ask): Promise<Session> {
  if ('email' in credentials) {
    const answer = await reach(host, () => send(host, contract.loginAssessor, { body: credentials }));
    return { ...sessionOf(answer, 'login'), rows: [rowOf('loginAssessor', answer)], bodies: [answer.body] };
  }
  const { mobile } = credentials;
  const sent = await reach(host, () => send(host, contract.sendOtp, { body: { mobile } }));
  if (bodyOf(sent).success !== true)
    throw new LoginFailed(`no OTP sent to ${mobile} (HTTP ${sent.status}): ${wordsOf(sent)}`);
  const inputOTP = (await ask(`OTP sent to ${mobile}; type it and press Enter: `)).trim();
  // Not sent: a wrong OTP counts towards the account's lockout (api-facts §1).
  if (inputOTP === '')
    throw new LoginFailed('no OTP typed (stdin ended or the line was empty); the OTP login was not sent');
  const answer = await reach(host, () => send(host, contract.loginByOtp, { body: { mobile, inputOTP } }));
  return {
    ...sessionOf(answer, 'OTP login'),
    rows: [rowOf('sendOtp', sent), rowOf('loginByOtp', answer)],
    bodies: [answer.body],
  };
}
