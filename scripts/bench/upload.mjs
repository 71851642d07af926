// Upload benchmark: 10 uploads of 10 MB to the mock's evidence route, the mock running in its own process on
// loopback. Reports throughput and the mock's memory growth (VmRSS / VmHWM from /proc/<pid>/status), next to a
// baseline measured in the same run: the same requests to a bare Fastify route that discards the bytes.
// Goal: the mock's RSS grows by less than 16 MB (files are streamed to disk, never held in memory).
/* global Buffer, FormData, Blob */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PASSCODE, logIn, stopProcess, withMock } from '../lib/processes.mjs';

const UPLOADS = 10;
const WARM_UPS = 3;
const FILE_BYTES = 10 * 1000 * 1000; // 10 MB, under the mock's 10 MiB default limit
const MB = 1024 * 1024;

/** kB figures of /proc/<pid>/status. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** A 10 MB "PDF": a valid signature, then filler; the same bytes for both targets. */
const file = Buffer.alloc(FILE_BYTES, 0x20);
file.write('%PDF-1.4\n', 0, 'latin1');

async function run(label, pid, send) {
  const cold = memoryOf(pid);
  // Warm-up: code paths compiled, the heap and socket buffers sized once (the baseline grows the same way).
  for (let i = 0; i < WARM_UPS; i++) await send();
  const before = memoryOf(pid);
  const started = process.hrtime.bigint();
  for (let i = 0; i < UPLOADS; i++) {
    await send();
    if (process.env.BENCH_TRACE) console.log(`    after ${i + 1}: RSS ${(memoryOf(pid).rss / MB).toFixed(1)} MB`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = memoryOf(pid);
  const result = {
    label,
    seconds,
    throughput: (UPLOADS * FILE_BYTES) / MB / seconds,
    rssGrowth: (after.rss - before.rss) / MB,
    peakGrowth: (after.hwm - before.rss) / MB,
  };
  const mb = (bytes) => (bytes / MB).toFixed(1);
  console.log(
    `  ${label}: ${UPLOADS} × 10 MB in ${seconds.toFixed(2)} s = ${result.throughput.toFixed(1)} MB/s; ` +
      `RSS cold ${mb(cold.rss)}, after ${WARM_UPS} warm-up uploads ${mb(before.rss)}, after ${UPLOADS} more ${mb(after.rss)} MB ` +
      `(growth ${result.rssGrowth.toFixed(1)} MB, peak above start ${result.peakGrowth.toFixed(1)} MB)`,
  );
  return result;
}

async function expectOk(response, what) {
  const body = await response.json();
  if (!response.ok || body.success === false) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
  return body;
}

async function benchMock({ origin: base, child }) {
  const { token } = await logIn(base);
  const batches = (
    await expectOk(
      await fetch(`${base}/__mock/assessors/assessor@demo.test/batches`, {
        headers: { 'x-trainer-passcode': PASSCODE },
      }),
      'batches',
    )
  ).details;
  const dayId = batches[0].days[0]._id;
  const send = async () => {
    const body = new FormData();
    body.append('QAverificationTimeStampId', dayId);
    body.append('otherFile', new Blob([file], { type: 'application/pdf' }), 'scan.pdf');
    await expectOk(
      await fetch(`${base}/api/upload-otherFile`, { method: 'POST', headers: { 'x-auth-token': token }, body }),
      'upload',
    );
  };
  return run('mock upload-otherFile (stream to disk)', child.pid, send);
}

async function benchBaseline(children) {
  const child = spawn(process.execPath, ['scripts/bench/support/discardServer.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise((resolve) =>
    child.stdout.once('data', (data) => resolve(Number(String(data).trim()))),
  );
  const send = async () => {
    const body = new FormData();
    body.append('file', new Blob([file], { type: 'application/pdf' }), 'scan.pdf');
    await expectOk(await fetch(`http://127.0.0.1:${port}/discard`, { method: 'POST', body }), 'baseline upload');
  };
  return run('baseline bare Fastify route (discard)', child.pid, send);
}

const children = [];
try {
  console.log(`Upload benchmark (${UPLOADS} sequential uploads of 10 MB over loopback):`);
  const mock = await withMock(benchMock, { env: { CLIENT_DIST: '/nonexistent-client-dist' } });
  const baseline = await benchBaseline(children);
  console.log(`  mock / baseline throughput: ${(mock.throughput / baseline.throughput).toFixed(2)}×`);
  const verdict = mock.rssGrowth < 16 ? 'met' : 'NOT met';
  console.log(`  goal (mock RSS growth < 16 MB): ${verdict}`);
  if (mock.rssGrowth >= 16) process.exitCode = 1;
} finally {
  for (const child of children) await stopProcess(child);
}
