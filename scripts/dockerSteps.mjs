#!/usr/bin/env node
// `npm run docker:steps`: the image's steps without a container engine. Reads the Dockerfile and replays each stage
// in a folder of its own under a clean temporary one: COPY (from the context honouring .dockerignore, or `--from` an
// earlier stage), RUN (npm ci, the build), ENV, WORKDIR; then checks the last stage (the runtime): its node_modules
// within the budget and free of development tools, its volume given to the user it runs as; runs its CMD and checks
// that the mock answers its health check and serves the assessor client and the trainer console. Exit 0 when it does.
// Slow (real installs): run by `.ci/run` before `npm test`, not by `npm test` itself. `--keep` keeps the folders.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  absolutePathsOf,
  commandOf,
  envOf,
  ignoreTest,
  readDockerfile,
  stageNamed,
  stagesOf,
  volumeOwnerProblems,
} from './docker/dockerfile.mjs';
import { megabytes, payloadOf, RUNTIME_BUDGET_MB } from './docker/payload.mjs';
import { freePort } from './lib/processes.mjs';

/** What may be the container's PID 1 so that SIGTERM reaches the mock: node itself, or an init passing it on. */
const PID1 = ['node', 'tini', 'dumb-init', 'docker-init'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const ignored = ignoreTest(
  existsSync(path.join(root, '.dockerignore')) ? readFileSync(path.join(root, '.dockerignore'), 'utf8') : '',
);

/**
 * COPY <sources...> <dest>: sources relative to the context (skipping what .dockerignore names) or, with `--from`,
 * paths in that stage's folder; dest relative to the working directory.
 */
function copy(args, into, workdir, from) {
  const parts = args.split(/\s+/);
  const dest = path.resolve(path.join(into, workdir), parts.pop());
  const intoFolder = parts.length > 1 || args.trim().endsWith('/');
  for (const source of parts) {
    const origin = from ? path.join(from, source) : path.join(root, source);
    const to = statSync(origin).isFile() && intoFolder ? path.join(dest, path.basename(source)) : dest;
    cpSync(origin, to, {
      recursive: true,
      filter: (file) => {
        if (from) return true;
        const relative = path.relative(root, file).split(path.sep).join('/');
        return relative === '' || !ignored(relative);
      },
    });
  }
}

const image = mkdtempSync(path.join(tmpdir(), 'assessor-image-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'assessor-image-data-'));
const started = Date.now();
const say = (text) => console.log(`docker steps [${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);

/** Replays one stage in its own folder; answers what running its image needs (folder, workdir, env, port, CMD). */
function replay(stage, earlier) {
  const folder = path.join(image, `stage-${stage.index}${stage.name ? `-${stage.name}` : ''}`);
  mkdirSync(folder);
  const env = { ...process.env, MOCK_LOG_LEVEL: 'warn' };
  const result = { folder, workdir: '/', env, exposed: 3000, command: undefined, user: undefined };
  say(`FROM ${stage.base}${stage.name ? ` AS ${stage.name}` : ''} (this machine's Node ${process.version} stands in)`);
  for (const { op, args, flags } of stage.steps) {
    const cwd = path.join(folder, result.workdir);
    switch (op) {
      case 'WORKDIR':
        result.workdir = path.posix.resolve(result.workdir, args);
        mkdirSync(path.join(folder, result.workdir), { recursive: true });
        break;
      case 'COPY': {
        const from = flags.from === undefined ? undefined : stageNamed(earlier, flags.from).folder;
        say(
          `COPY ${flags.from ? `--from=${flags.from} ` : ''}${args}${flags.chown ? ` (owner ${flags.chown} not set here)` : ''}`,
        );
        copy(args, folder, result.workdir, from);
        break;
      }
      case 'RUN': {
        const outside = [...new Set(absolutePathsOf(args))];
        if (outside.length > 0) {
          // It would change this machine's own folders (and users): checked below instead.
          say(`RUN ${args}: not run here (it works on the image's own ${outside.join(', ')})`);
          break;
        }
        say(`RUN ${args}${flags.mount ? " (cache mount: this machine's npm cache)" : ''}`);
        const run = spawnSync('sh', ['-c', args], { cwd, env, stdio: 'inherit' });
        if (run.status !== 0) throw new Error(`RUN ${args} failed (exit ${run.status})`);
        break;
      }
      case 'ENV':
        for (const [key, value] of envOf(args)) env[key] = value;
        break;
      case 'EXPOSE':
        result.exposed = Number(args.split(/[\s/]/)[0]);
        break;
      case 'USER':
        result.user = args;
        say(`USER ${args}: not switched here (the steps run as ${userInfo().username})`);
        break;
      case 'VOLUME':
        break;
      case 'CMD':
        result.command = commandOf(args);
        break;
      default:
        throw new Error(`Dockerfile: ${op} is not replayed by this script; teach it`);
    }
  }
  return result;
}

let child;
let ok = false;
try {
  const stages = stagesOf(readDockerfile(path.join(root, 'Dockerfile')));
  const replayed = [];
  for (const stage of stages) {
    const earlier = stages.slice(0, stage.index).map((one, i) => ({ ...one, folder: replayed[i].folder }));
    replayed.push(replay(stage, earlier));
  }
  const runtime = replayed.at(-1);
  const { command, env, exposed, user } = runtime;
  if (!command) throw new Error('the last stage (the runtime) has no CMD');
  // `docker stop` signals PID 1 only: an `npm run` or a shell there may not pass SIGTERM on to the mock.
  if (!PID1.includes(path.basename(command[0])))
    throw new Error(`CMD starts ${command[0]}: start node itself, in exec form (CMD ["node", …]), or an init`);

  const payload = payloadOf(runtime.folder);
  const largest = payload.largest.map(([name, bytes]) => `${name} ${megabytes(bytes)} MB`).join(', ');
  say(
    `runtime stage node_modules: ${megabytes(payload.bytes)} MB (budget ${RUNTIME_BUDGET_MB} MB); largest: ${largest}`,
  );
  if (payload.bytes > RUNTIME_BUDGET_MB * 1e6)
    throw new Error(`the runtime stage's node_modules is over its budget of ${RUNTIME_BUDGET_MB} MB`);
  if (payload.devOnly.length > 0)
    throw new Error(`the runtime stage holds development tools: ${payload.devOnly.join(', ')}`);
  if (!user || user === 'root' || user === '0') throw new Error('the runtime stage runs as root: add USER node');
  const volumeProblems = volumeOwnerProblems(stages.at(-1));
  if (volumeProblems.length > 0) throw new Error(volumeProblems.join('; '));
  say(`runtime stage runs as ${user}, its volumes given to ${user}, no development tools in it`);

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
    cwd: path.join(runtime.folder, runtime.workdir),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120 && !ok; i++) {
    const answer = await fetch(`${base}/__mock/health`).catch(() => null);
    ok = answer?.ok === true && (await answer.json()).success === true;
    if (!ok) await sleep(500);
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
  say('client, trainer console and trainer calls served');
  // What `docker stop` does: SIGTERM to the CMD's process; the mock stops by itself, with 0, within 5 s.
  const stopping = Date.now();
  process.kill(child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited, sleep(5000).then(() => null)]);
  if (stopped?.code !== 0)
    throw new Error(`after SIGTERM the CMD's process did not exit with 0 within 5 s (${JSON.stringify(stopped)})`);
  say(`SIGTERM to the CMD's process: exit 0 after ${Date.now() - stopping} ms; the image steps work`);
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
