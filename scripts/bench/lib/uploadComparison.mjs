// Upload throughput of the mock next to a bare Fastify + @fastify/multipart route that streams each part to a file
// on the same disk (support/diskUploadServer.mjs): the same file, the same senders, rounds interleaved.
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { call, multipart } from './requests.mjs';
import { startServer } from './servers.mjs';

const MB = 1024 * 1024;
/** Rounds of each sender, and seconds a round. */
export const ROUNDS = 5;
export const ROUND_S = 2;

/** Uploads of `photo` by `connections` senders for `seconds`: MB/s and failures. */
async function uploadRate(send, photo, connections = 8, seconds = 4) {
  const until = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  let bytes = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (Date.now() < until) {
        const result = await send(agent);
        if (result.status === 200 || result.status === 201) bytes += photo.length;
        else errors++;
      }
      agent.destroy();
    }),
  );
  return { rate: bytes / MB / (Number(process.hrtime.bigint() - started) / 1e9), errors };
}

/**
 * Starts the bare route (pushed to `children`, storing in `folder`), warms both up, then ROUNDS interleaved rounds of
 * ROUND_S s each of three senders: the mock's `upload-otherFile` spread over `days` (`{ token, dayId }`, one after the
 * other, as a class's uploads land in many days' slots), the mock's into one slot only (`days[0]`; each answer lists
 * every file of its slot, so this measures that list's growth too), and the bare route. Mean MB/s of each, and each
 * mock sender's round ratios to the bare route's round beside it, in order.
 */
export async function compareUploads({ port, days, photo, folder, children }) {
  mkdirSync(folder);
  const basePort = await startServer('scripts/bench/support/diskUploadServer.mjs', [folder], children);
  const toDay = (agent, { token, dayId }) =>
    call(agent, port, 'POST', '/api/upload-otherFile', {
      token,
      form: multipart({ QAverificationTimeStampId: dayId }, { field: 'otherFile', name: 'scan.jpg', bytes: photo }),
    });
  let next = 0;
  const toMock = (agent) => toDay(agent, days[next++ % days.length]);
  const toOneSlot = (agent) => toDay(agent, days[0]);
  const toBase = (agent) =>
    call(agent, basePort, 'POST', '/store', {
      form: multipart({ note: 'x' }, { field: 'file', name: 'scan.jpg', bytes: photo }),
    });
  await uploadRate(toMock, photo, 4, 1);
  await uploadRate(toBase, photo, 4, 1);
  const runs = { mock: [], oneSlot: [], base: [] };
  // Short interleaved rounds, each compared with the bare route's round beside it: a burst of load from elsewhere on
  // the machine hits a round and its baseline alike, and the median round ratio is not moved by one bad round.
  for (let round = 0; round < ROUNDS; round++) {
    runs.mock.push(await uploadRate(toMock, photo, 8, ROUND_S));
    runs.oneSlot.push(await uploadRate(toOneSlot, photo, 8, ROUND_S));
    runs.base.push(await uploadRate(toBase, photo, 8, ROUND_S));
  }
  const mean = (list) => list.reduce((s, r) => s + r.rate, 0) / list.length;
  const ratios = (list) => list.map((r, i) => r.rate / runs.base[i].rate);
  return {
    mock: mean(runs.mock),
    oneSlot: mean(runs.oneSlot),
    base: mean(runs.base),
    spreadRatios: ratios(runs.mock),
    oneSlotRatios: ratios(runs.oneSlot),
    errors: Object.values(runs)
      .flat()
      .reduce((s, r) => s + r.errors, 0),
  };
}
