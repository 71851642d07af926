// One class's day for the classroom benchmark (classroom.mjs): the trainees made through the trainer endpoints, the
// demo assessor's batch for the idle saves and the small writes, one trainee's day as a phone would send it, and the
// whole class's day at once (against the mock, or the floor server).
// Each call's outcome goes to the `record(kind, result, expected)` the caller passes.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers';
import { call, jpeg, multipart, must } from './requests.mjs';
import { DEMO } from '../../lib/processes.mjs';

const CANDIDATES = 20;
const PHOTOS = 5;
const POLL_MS = 2000;
const SMALL_WRITE_MS = 250;
const EVIDENCE = [
  ['group', 'groupPhoto'],
  ['examcenter', 'examcenterPhoto'],
  ['theory', 'theoryPhoto'],
  ['viva', 'vivaPhoto'],
  ['practical', 'practicalPhoto'],
];
const SELFIE = jpeg(50 * 1000);
export const PHOTO = jpeg(300 * 1000);

export const sleep = (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** Trainees with their password, ongoing batch of CANDIDATES candidates and today's day record. */
export async function makeClass(port, today, count) {
  const made = [];
  while (made.length < count) {
    made.push(
      ...(await must(port, 'POST', '/__mock/trainees', {
        json: { count: Math.min(60, count - made.length), prefix: 'Bench' },
      })),
    );
  }
  const trainees = [];
  for (const trainee of made) {
    const batches = await must(port, 'GET', `/__mock/assessors/${trainee._id}/batches`);
    const batch = batches.find((b) => b.days.some((day) => day.date === today));
    if (!batch) throw new Error(`trainee ${trainee.email} has no batch today (${today}): ${JSON.stringify(batches)}`);
    await must(port, 'POST', `/__mock/batches/${batch._id}/candidates`, { json: { count: CANDIDATES } });
    trainees.push({
      email: trainee.email,
      password: trainee.password,
      batchId: batch._id,
      dayId: batch.days.find((day) => day.date === today)._id,
    });
  }
  return trainees;
}

/** The demo assessor's first ongoing batch, every candidate present, and the theory NOS: for the idle save and the small writes. */
export async function prepareDemo(port) {
  const login = await must(port, 'POST', '/api/login-assesor', { json: DEMO });
  const { token } = login;
  const { batchList } = await must(port, 'GET', '/api/batch-list?batchType=ongoing&page=1&limit=10', { token });
  const batch = batchList[0];
  const { candidateList } = await must(port, 'GET', `/api/candidate-list-by-batch?batch_id=${batch._id}&limit=100`, {
    token,
  });
  await must(port, 'POST', '/api/save-candidate-attendence', {
    token,
    json: {
      batch_id: batch._id,
      attendance: candidateList.map((c) => ({ candidate_id: c._id, isPresent: 'Present' })),
    },
  });
  const { nosList } = await must(port, 'GET', `/api/nos-list/${batch._id}?section=Theory`, { token });
  return { token, batch, candidates: candidateList, nosList };
}

/** One trainee's day; resolves with when it ended (or null when the bound stopped it). */
export async function traineeDay(port, trainee, deadline, { human, record }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const pause = () => (human ? sleep(3000 + Math.random() * 5000) : undefined);
  const over = () => Date.now() >= deadline;
  let token;
  let polling = true;
  const poller = (async () => {
    let etag;
    for (let due = Date.now() + Math.random() * POLL_MS; polling && due < deadline; due += POLL_MS) {
      await sleep(due - Date.now());
      if (!polling || !token) continue;
      const result = await call(agent, port, 'GET', '/api/notification-list?page=1&limit=20', {
        token,
        headers: etag ? { 'if-none-match': etag } : {},
      });
      record('notification poll', result, [200, 304]);
      if (result.status === 200) etag = result.etag;
    }
  })();
  const step = async (kind, method, path, options) => {
    if (over()) throw new Error('bound');
    const result = await call(agent, port, method, path, { token, ...options });
    if (!record(kind, result)) throw new Error(kind);
    await pause();
    return result.body.details;
  };
  const batch = trainee.batchId;
  const clock = (action) =>
    multipart(
      { batch_id: batch, action, latitude: '28.6139', longitude: '77.2090', QAverificationTimeStampId: trainee.dayId },
      { field: 'clockImage', name: 'selfie.jpg', bytes: SELFIE },
    );
  try {
    if (human) await sleep(Math.random() * 5000);
    token = (
      await step('login', 'POST', '/api/login-assesor', { json: { email: trainee.email, password: trainee.password } })
    ).token;
    trainee.token = token;
    await step('clock in', 'POST', '/api/assesor-clock-in', { form: clock('clockIn') });
    const { candidateList } = await step(
      'candidate list',
      'GET',
      `/api/candidate-list-by-batch?batch_id=${batch}&limit=100`,
    );
    await step('attendance save', 'POST', '/api/save-candidate-attendence', {
      json: { batch_id: batch, attendance: candidateList.map((c) => ({ candidate_id: c._id, isPresent: 'Present' })) },
    });
    for (const [section, path, kind] of [
      ['Theory', '/api/save-theory-marks', 'theory save'],
      ['viva', '/api/save-nos-marks', 'viva save'],
      ['practical', '/api/save-nos-marks', 'practical save'],
    ]) {
      const { nosList } = await step('nos list', 'GET', `/api/nos-list/${batch}?section=${section}`);
      for (const [i, candidate] of candidateList.entries()) {
        const nosMarks = nosList.map((nos, n) => ({
          nos_id: nos._id,
          obtainedMarks: (i + n) % (Number(nos.outOf) + 1),
        }));
        await step(kind, 'POST', path, {
          json: {
            batch_id: batch,
            candidate_id: candidate._id,
            nosMarks,
            ...(section === 'Theory' ? {} : { section }),
          },
        });
      }
    }
    for (let i = 0; i < PHOTOS; i++) {
      const [kind, field] = EVIDENCE[i % EVIDENCE.length];
      await step('evidence upload', 'POST', `/api/upload-${kind}File`, {
        form: multipart({ QAverificationTimeStampId: trainee.dayId }, { field, name: `photo${i}.jpg`, bytes: PHOTO }),
      });
    }
    await step('clock out', 'POST', '/api/assesor-clock-in', { form: clock('clockOut') });
    return Date.now();
  } catch {
    return null;
  } finally {
    polling = false;
    await poller;
    agent.destroy();
  }
}

/** The demo assessor's one-candidate attendance save every SMALL_WRITE_MS while `running()`. */
export async function smallWrites(port, demo, running, record) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; running(); i++) {
    const due = Date.now() + SMALL_WRITE_MS;
    const candidate = demo.candidates[i % demo.candidates.length];
    record(
      'small write (1 attendance)',
      await call(agent, port, 'POST', '/api/save-candidate-attendence', {
        token: demo.token,
        json: { batch_id: demo.batch._id, attendance: [{ candidate_id: candidate._id, isPresent: 'Present' }] },
      }),
    );
    await sleep(due - Date.now());
  }
  agent.destroy();
}

/**
 * The whole class's day: every trainee's day at once, and the demo's small writes beside it until the last ends (or
 * the bound, `limitS`). Resolves how many days finished, the seconds from the start to the last one's end, and how
 * late this process's own event loop was meanwhile (ms: one process drives the whole class, so that is part of every
 * latency it records).
 */
export async function classDay(port, trainees, demo, { limitS, human, record }) {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = Date.now();
  const deadline = started + limitS * 1000;
  let running = true;
  const writer = smallWrites(port, demo, () => running, record);
  const ends = await Promise.all(trainees.map((trainee) => traineeDay(port, trainee, deadline, { human, record })));
  running = false;
  await writer;
  lag.disable();
  const finished = ends.filter((end) => end !== null);
  return {
    finished: finished.length,
    seconds: ((finished.length ? Math.max(...finished) : Date.now()) - started) / 1000,
    lag: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
  };
}
