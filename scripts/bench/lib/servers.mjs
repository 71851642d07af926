// The classroom benchmark's comparison servers (support/*.mjs): each started as a child process that prints its port.
import { spawn } from 'node:child_process';

/** Starts `node <script> ...args` (pushed to `children`, stopped with them) and resolves its port. */
export async function startServer(script, args, children, env = {}) {
  const server = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(server);
  return new Promise((done, fail) => {
    server.once('exit', (code) => fail(new Error(`${script} exited (${code}) before it listened`)));
    server.stdout.once('data', (data) => done(Number(String(data).trim())));
  });
}
