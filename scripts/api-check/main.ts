import { formatTable, hasDrift, LoginFailed, runCheck } from './check.ts';

const usage = 'usage: API_EMAIL=… API_PASSWORD=… npm run api-check -- --host https://api.example.com [--writes]';

export interface Outcome {
  /** 0 no drift, 1 drift, 2 bad argument or failed login. */
  code: 0 | 1 | 2;
  out: string;
}

/** Reads the arguments and the environment, runs the check and says what to print and how to exit. */
export async function apiCheck(argv: readonly string[], env: Record<string, string | undefined>): Promise<Outcome> {
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
  if (writes) {
    // Calls that change data need their own plan (what to create, and how to undo it); none is written yet.
    return {
      code: 2,
      out: 'WARNING: --writes would send calls that change data on the server.\n--writes is not supported yet: run without it for the read-only check.',
    };
  }
  const email = env.API_EMAIL;
  const password = env.API_PASSWORD;
  if (!email || !password) return { code: 2, out: `API_EMAIL and API_PASSWORD must be set.\n${usage}` };
  try {
    const rows = await runCheck({ host, email, password });
    const drift = hasDrift(rows);
    const summary = drift
      ? `${rows.filter((row) => row.drift.length > 0).length} call(s) drift from the contract.`
      : 'No drift: every answer matches the contract.';
    return { code: drift ? 1 : 0, out: `${formatTable(rows)}\n\n${summary}` };
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
