#!/usr/bin/env node
// `npm run docker:steps`: the image's steps without a container engine. Reads the Dockerfile and replays it in a
// clean temporary folder: COPY (honouring .dockerignore), RUN (npm ci, the build), ENV, then the CMD, and checks that
// the mock answers its health check and serves the assessor client and the trainer console. Exit 0 when it does.
// Slow (a real `npm ci`): run by `.ci/run` after `npm test`, not by `npm test` itself.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandOf, envOf, ignoreTest, readDockerfile } from './docker/dockerfile.mjs';
import { freePort } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const ignored = ignoreTest(
  existsSync(path.join(root, '.dockerignore')) ? readFileSync(path.join(root, '.dockerignore'), 'utf8') : '',
);

/** COPY <sources...> <dest>, relative to the context and the working directory, skipping what .dockerignore names. */
function copy(args, image, workdir) {
  const parts = args.split(/\s+/);
  const dest = path.resolve(path.join(image, workdir), parts.pop());
  const intoFolder = parts.length > 1 || args.trim().endsWith('/');
  for (const source of parts) {
    const from = path.join(root, source);
    const to = statSync(from).isFile() && intoFolder ? path.join(dest, path.basename(source)) : dest;
    cpSync(from, to, {
      recursive: true,
      filter: (file) => {
        const relative = path.relative(root, file).split(path.sep).join('/');
        return relative === '' || !ignored(relative);
      },
    });
  }
}

const image = mkdtempSync(path.join(tmpdir(), 'assessor-image-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'assessor-image-data-'));
const env = { ...process.env, MOCK_LOG_LEVEL: 'warn' };
let workdir = '/';
let command;
let exposed = 3000;
const started = Date.now();
const say = (text) => console.log(`docker steps [${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);

let child;
let ok = false;
try {
  for (const { op, args } of readDockerfile(path.join(root, 'Dockerfile'))) {
    const cwd = path.join(image, workdir);
    switch (op) {
      case 'FROM':
        say(`FROM ${args} (this machine's Node ${process.version} stands in for it)`);
        break;
      case 'WORKDIR':
        workdir = args;
        mkdirSync(path.join(image, workdir), { recursive: true });
        break;
      case 'COPY':
        say(`COPY ${args}`);
        copy(args, image, workdir);
        break;
      case 'RUN': {
        say(`RUN ${args}`);
        const run = spawnSync('sh', ['-c', args], { cwd, env, stdio: 'inherit' });
        if (run.status !== 0) throw new Error(`RUN ${args} failed (exit ${run.status})`);
        break;
      }
      case 'ENV':
        for (const [key, value] of envOf(args)) env[key] = value;
        break;
      case 'EXPOSE':
        exposed = Number(args.split(/[\s/]/)[0]);
        break;
      case 'VOLUME':
        break;
      case 'CMD':
        command = commandOf(args);
        break;
      default:
        throw new Error(`Dockerfile: ${op} is not replayed by this script; teach it`);
    }
  }
  if (!command) throw new Error('Dockerfile has no CMD');
  // The container's port and volume, mapped to a free port and a temporary folder here.
  const port = await freePort();
  Object.assign(env, {
    PORT: String(port),
    MOCK_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    MOCK_TRAINER_PASSCODE: 'image-steps',
  });
  say(`CMD ${command.join(' ')} (container port ${exposed} → ${port})`);
  child = spawn(command[0], command.slice(1), {
    cwd: path.join(image, workdir),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120 && !ok; i++) {
    const answer = await fetch(`${base}/__mock/health`).catch(() => null);
    ok = answer?.ok === true && (await answer.json()).success === true;
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ok) throw new Error('the mock did not answer its health check within 60 s');
  say('health answered');
  const client = await fetch(base, { headers: { accept: 'text/html' } });
  const page = await client.text();
  if (!client.ok || !page.includes('<div id="root">'))
    throw new Error(`the built client is not served at / (HTTP ${client.status})`);
  const trainer = await fetch(`${base}/trainer`);
  if (!trainer.ok || !(await trainer.text()).includes('Trainer console'))
    throw new Error(`the trainer console is not served (HTTP ${trainer.status})`);
  const assessors = await fetch(`${base}/__mock/assessors`, { headers: { 'x-trainer-passcode': 'image-steps' } });
  if (!assessors.ok) throw new Error(`a trainer call with the passcode failed (HTTP ${assessors.status})`);
  say('client, trainer console and trainer calls served: the image steps work');
} catch (error) {
  ok = false;
  console.error(`docker steps: ${error.message}`);
} finally {
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  if (!keep) {
    rmSync(image, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  } else {
    console.log(`kept: ${image}`);
  }
}
process.exit(ok ? 0 : 1);
