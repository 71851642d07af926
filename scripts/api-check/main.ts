import { createInterface } from 'node:readline';
import { LoginFailed, runCheck } from './check.ts';
import type { Ask, Credentials } from './login.ts';
import { formatTable, hasDrift, summary } from './rows.ts';

const usage = [
  'usage: API_EMAIL=… API_PASSWORD=… npm run api-check -- --host https://api.example.com [--writes]',
  '   or: API_MOBILE=… npm run api-check -- --host https://api.example.com [--writes]   (type the OTP at the prompt)',
].join('\n');

export interface Outcome {
  /** 0 no drift, 1 drift (or a call without answer), 2 bad argument or failed login. */
  code: 0 | 1 | 2;
  out: string;
}

/**
 * What `--writes` says before anything is sent: which host and account it writes to, what it sends and what never.
 */
export function writesWarning(host: string, account: string): string {
  return [
    `WARNING: --writes sends calls that change data to ${host}, as the logged-in assessor ${account}.`,
    'It writes back values it has just read, so the account should be left as it was found: the profile basic',
    "details, the bank details, an evidence tab's status and a notification already read (scripts/api-check/writePlan.ts).",
    'It never creates, deletes or uploads anything, accepts or rejects a batch, clocks in or out, saves marks or',
    'attendance, or changes the password. If a value read back differs from before, it writes the value found once',
    'more and its row says what that put back and what it did not (exit 1): check what it did not by hand.',
  ].join('\n');
}

/**
 * Asks on stderr (stdout carries the table) and reads one line from stdin; "" when stdin ends first (a pipe with
 * nothing in it), so the check stops instead of waiting for ever.
 */
export const askOnTerminal: Ask = (prompt) =>
  new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
    let typed: string | undefined;
    terminal.once('line', (line) => {
      typed = line;
      terminal.close();
    });
    terminal.once('close', () => {
      // Ended without a line: end the prompt's line, so what follows starts on its own.
      if (typed === undefined) process.stderr.write('\n');
      resolve(typed ?? '');
    });
    // Ctrl-C at the prompt: readline would only pause; stop as with nothing typed.
    terminal.once('SIGINT', () => terminal.close());
    terminal.setPrompt(prompt);
    terminal.prompt();
  });

/** The login from the environment: e-mail and password, or a mobile for an OTP login; or what is wrong. */
function credentialsOf(env: Record<string, string | undefined>): Credentials | string {
  const { API_EMAIL: email, API_PASSWORD: password, API_MOBILE: mobile } = env;
  if (mobile && (email || password)) return 'Set API_EMAIL and API_PASSWORD, or API_MOBILE, not both.';
  if (mobile) return /^\d{10}$/.test(mobile) ? { mobile } : `API_MOBILE must be 10 digits (got "${mobile}").`;
  if (!email || !password) return 'API_EMAIL and API_PASSWORD (or API_MOBILE) must be set.';
  return { email, password };
}

/**
 * Reads the arguments and the environment, runs the check and says what to print and how to exit; `warn` gets the
 * `--writes` warning first (stderr when run from the command line), `ask` the OTP prompt of a mobile login.
 */
export async function apiCheck(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  warn: (text: string) => void = (text) => process.stderr.write(`${text}\n`),
  ask: Ask = askOnTerminal,
): Promise<Outcome> {
  let host: string | undefined;
  let writes = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--host') host = argv[++i];
    else if (arg.startsWith('--host=')) host = arg.slice('--host='.length);
    else if (arg === '--writes') writes = true;
    else return { code: 2, out: `Unknown argument "${arg}".\n${usage}` };
  }
  if (!host || !/^https?:\/\/[^/]/.test(host))
    return { code: 2, out: `--host must be an http(s) address (got "${host ?? ''}").\n${usage}` };
  const credentials = credentialsOf(env);
  if (typeof credentials === 'string') return { code: 2, out: `${credentials}\n${usage}` };
  // Before anything is sent, so the warning is on screen even when the login or a call fails.
  if (writes) warn(writesWarning(host, 'email' in credentials ? credentials.email : credentials.mobile));
  try {
    const rows = await runCheck({ host, credentials, ask, writes });
    return { code: hasDrift(rows) ? 1 : 0, out: `${formatTable(rows)}\n\n${summary(rows)}` };
  } catch (error) {
    if (error instanceof LoginFailed) return { code: 2, out: `Login failed: ${error.message}` };
    throw error;
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { code, out } = await apiCheck(process.argv.slice(2), process.env);
  (code === 2 ? process.stderr : process.stdout).write(`${out}\n`);
  process.exitCode = code;
}
