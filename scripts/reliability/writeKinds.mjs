// The clients of the crash run (crashModel.mjs) and every kind of write they send, each with the key of the ledger
// it changes and how that key is read back from the state. The trainer makes trainees, notifications, batch requests
// and registrations; each trainee (and the demo assessor) then writes its own keys only, one request at a time, so
// every key has one writer and its order is known. Kinds: candidate attendance, marks, bank details, clock-in and
// clock-out, regularisations, evidence uploads and deletions, raised issues, candidate files, profile documents,
// notification read marks, batch decisions (accept or reject), notifications and batch requests sent by the trainer,
// registrations.
import { call, jpeg, multipart, must } from '../bench/lib/requests.mjs';
import { DEMO } from '../lib/processes.mjs';

const PHOTO = jpeg(20 * 1000);
const KEY = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+/;
const CANDIDATES = 6;

let counter = 0;
/** A text no other write sends: it marks the record a write creates. */
const marker = () => `m${++counter}x${Date.now()}`;
const file = (field, name) => ({ field, name, bytes: PHOTO });

/** The demo assessor and `count` trainees, with their batches, candidates and NOS; the ledger's first keys. */
export async function prepare(port, ledger, { trainees: count, today }) {
  await must(port, 'POST', '/__mock/geofence', { json: { enabled: false } });
  const made = await must(port, 'POST', '/__mock/trainees', { json: { count, prefix: 'Crash' } });
  const actors = [];
  for (const trainee of made) {
    const batches = await must(port, 'GET', `/__mock/assessors/${trainee._id}/batches`);
    // Day records are dated DD-MM-YYYY; `today` (the mock's, YYYY-MM-DD) is what attendance records carry.
    const dated = today.split('-').reverse().join('-');
    const batch = batches.find((b) => b.days.some((day) => day.date === dated));
    await must(port, 'POST', `/__mock/batches/${batch._id}/candidates`, { json: { count: CANDIDATES } });
    const { token } = await must(port, 'POST', '/api/login-assesor', {
      json: { email: trainee.email, password: trainee.password },
    });
    actors.push(await actorOf(port, ledger, { id: trainee._id, token, batchId: batch._id, today, trainee: true }));
    actors.at(-1).dayId = batch.days.find((day) => day.date === dated)._id;
  }
  const { token, _id } = await must(port, 'POST', '/api/login-assesor', { json: DEMO });
  const { batchList } = await must(port, 'GET', '/api/batch-list?batchType=ongoing&page=1&limit=10', { token });
  const demo = await actorOf(port, ledger, { id: _id, token, batchId: batchList[0]._id, today });
  return { actors, demo, port, today };
}

/** One assessor's batch: half its candidates toggle attendance, the other half stay present and get marks. */
async function actorOf(port, ledger, actor) {
  const { token, batchId } = actor;
  const { candidateList } = await must(port, 'GET', `/api/candidate-list-by-batch?batch_id=${batchId}&limit=100`, {
    token,
  });
  await must(port, 'POST', '/api/save-candidate-attendence', {
    token,
    json: { batch_id: batchId, attendance: candidateList.map((c) => ({ candidate_id: c._id, isPresent: 'Present' })) },
  });
  const { nosList } = await must(port, 'GET', `/api/nos-list/${batchId}?section=Theory`, { token });
  const half = Math.ceil(candidateList.length / 2);
  actor.attendance = candidateList.slice(0, half).map((c) => c._id);
  actor.marked = candidateList.slice(half).map((c) => c._id);
  actor.nos = nosList.map((nos) => ({ id: nos._id, outOf: Number(nos.outOf) }));
  actor.evidence = [];
  actor.unread = [];
  actor.requests = [];
  for (const id of actor.attendance)
    ledger.define(`attendance/${id}`, (view) => String(view.record('candidates', id)?.isPresent), 'Present');
  for (const id of actor.marked)
    for (const nos of actor.nos)
      ledger.define(
        `marks/${id}/${nos.id}`,
        (view) => String(view.mark(id, nos.id) ?? 'none'),
        String((await markOf(port, id, nos.id)) ?? 'none'),
      );
  if (actor.trainee) {
    ledger.define(`bank/${actor.id}`, (view) => String(view.record('assessors', actor.id)?.bankAccount), 'undefined');
    ledger.define(`clock/${actor.id}`, (view) => clockOf(view, actor), 'none');
  }
  return actor;
}

async function markOf(port, candidateId, nosId) {
  const state = await must(port, 'GET', '/__mock/state');
  return state.candidateMarks.find(
    (m) => m.candidate_id === candidateId && m.nos_id === nosId && m.section === 'Theory',
  )?.obtainedMarks;
}

function clockOf(view, actor) {
  const record = (view.state.attendances ?? []).find((a) => a.assesor_id === actor.id && a.day === actor.today);
  return record ? (record.isClockOut ? 'out' : 'in') : 'none';
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** A write that creates a record holding `mark`: its key reads 'yes' once the record is there. */
function created(ledger, kind, collection, mark, send) {
  ledger.define(`${kind}/${mark}`, (view) => view.holds(collection, mark), 'no');
  return ledger.write(kind, `${kind}/${mark}`, 'yes', send);
}

/** The writes an assessor (trainee or demo) can send now, as functions of (ledger, rand). */
function assessorWrites(port, actor) {
  const { token, batchId } = actor;
  const send = (method, path, options) => () => call(undefined, port, method, path, { token, ...options });
  const writes = [
    (ledger, rand) => {
      const id = pick(rand, actor.attendance);
      const isPresent = rand() < 0.5 ? 'Present' : 'Absent';
      return ledger.write(
        'candidate attendance',
        `attendance/${id}`,
        isPresent,
        send('POST', '/api/save-candidate-attendence', {
          json: { batch_id: batchId, attendance: [{ candidate_id: id, isPresent }] },
        }),
      );
    },
    (ledger, rand) => {
      const id = pick(rand, actor.marked);
      const nos = pick(rand, actor.nos);
      const obtainedMarks = Math.floor(rand() * (nos.outOf + 1));
      return ledger.write(
        'marks',
        `marks/${id}/${nos.id}`,
        String(obtainedMarks),
        send('POST', '/api/save-theory-marks', {
          json: { batch_id: batchId, candidate_id: id, nosMarks: [{ nos_id: nos.id, obtainedMarks }] },
        }),
      );
    },
  ];
  if (!actor.trainee) return writes;
  return [...writes, ...traineeWrites(actor, send)];
}

/** The writes only a trainee sends (the demo assessor keeps its seeded profile and day). */
function traineeWrites(actor, send) {
  const { batchId, dayId, id } = actor;
  return [
    (ledger) => {
      const account = String(100_000_000 + (++counter % 900_000_000));
      return ledger.write(
        'bank details',
        `bank/${id}`,
        account,
        send('PUT', `/api/update-assessorBankDetails/${id}`, {
          json: {
            accountHolderName: 'Crash Test',
            bankName: 'Test Bank',
            bankAccount: account,
            bankIFSC: 'ABCD0123456',
            bankBranchName: 'Main',
          },
        }),
      );
    },
    (ledger) => {
      const mark = marker();
      return created(ledger, 'evidence', 'evidenceFiles', mark, async () => {
        const answer = await send('POST', '/api/upload-otherFile', {
          form: multipart({ QAverificationTimeStampId: dayId }, file('otherFile', `${mark}.jpg`)),
        })();
        // The answer lists every file of the slot: this upload's is the one named after its marker.
        const items = Object.values(answer.body?.details ?? {}).flat();
        const key = JSON.stringify(items.find((item) => JSON.stringify(item).includes(mark)) ?? '').match(KEY)?.[0];
        if (answer.body?.success && key) actor.evidence.push({ mark, key });
        return answer;
      });
    },
    (ledger, rand) => {
      const stored = actor.evidence.filter((item) => ledger.acked(`evidence/${item.mark}`) === 'yes');
      if (stored.length === 0) return undefined;
      const item = pick(rand, stored);
      return ledger.write(
        'evidence deletion',
        `evidence/${item.mark}`,
        'no',
        send('DELETE', `/api/remove-otherFile/${batchId}`, {
          json: { QAverificationTimeStampId: dayId, keyToDelete: item.key },
        }),
      );
    },
    (ledger) => {
      const mark = marker();
      const form = multipart(
        { batch_id: batchId, category: 'powerFailure', description: `Power cut ${mark}` },
        file('issueFiles', 'issue.jpg'),
      );
      return created(ledger, 'raised issue', 'raisedIssues', mark, send('POST', '/api/raise-issue', { form }));
    },
    (ledger, rand) => {
      const mark = marker();
      const form = multipart(
        { batch_id: batchId, candidate_id: pick(rand, actor.marked), isViva: 'true' },
        file('file', `${mark}.jpg`),
      );
      return created(ledger, 'candidate file', 'candidateFiles', mark, send('POST', '/api/upload-viva-file', { form }));
    },
    (ledger) => {
      const mark = marker();
      const form = multipart(
        { designation: 'Assessor', companyName: `Co ${mark}`, startDate: '01-04-2019', endDate: '31-03-2022' },
        file('experienceCertificate', 'letter.jpg'),
      );
      return created(
        ledger,
        'profile document',
        'assessors',
        mark,
        send('POST', `/api/add-assessorExperience/${id}`, { form }),
      );
    },
    (ledger) => clockWrite(ledger, actor, send),
    (ledger) => {
      const notification = actor.unread.shift();
      if (!notification) return undefined;
      return ledger.write(
        'notification read mark',
        `read/${notification}`,
        'true',
        send('PUT', `/api/change-notification-status/${notification}`),
      );
    },
    (ledger, rand) => {
      const request = actor.requests.shift();
      if (!request) return undefined;
      const accept = rand() < 0.5;
      const comment = `No time ${marker()}`;
      return ledger.write(
        'batch decision',
        `decision/${request}`,
        accept ? 'true|null' : `false|${comment}`,
        send('PUT', '/api/update-reqbatch-status', {
          json: { batch_id: request, isAcceptAssesor: accept, ...(accept ? {} : { RejectComment: comment }) },
        }),
      );
    },
  ];
}

/** Clock in, then out, then ask for a regularisation of that day (once per acknowledged state). */
function clockWrite(ledger, actor, send) {
  const { batchId, dayId, id } = actor;
  const now = ledger.acked(`clock/${id}`);
  const clock = (action) =>
    send('POST', '/api/assesor-clock-in', {
      form: multipart(
        { batch_id: batchId, action, latitude: '28.6139', longitude: '77.2090', QAverificationTimeStampId: dayId },
        file('clockImage', 'selfie.jpg'),
      ),
    });
  if (now === 'none') return ledger.write('clock-in', `clock/${id}`, 'in', clock('clockIn'));
  if (now === 'in') return ledger.write('clock-out', `clock/${id}`, 'out', clock('clockOut'));
  if (actor.regularized) return undefined;
  actor.regularized = true;
  const mark = marker();
  return created(ledger, 'regularisation', 'regularizeRequests', mark, async () => {
    const state = await must(actor.port, 'GET', '/__mock/state');
    const record = state.attendances.find((a) => a.assesor_id === id && a.day === actor.today);
    const form = multipart(
      {
        batch_id: batchId,
        attendence_id: record._id,
        QAverificationTimeStampId: dayId,
        clockInTime: '09:00 AM',
        clockOutTime: '05:00 PM',
        remark: `Forgot ${mark}`,
      },
      file('captureImage', 'proof.jpg'),
    );
    return send('POST', '/api/attendance-regularize', { form })();
  });
}

/** The trainer's writes: notifications and batch requests to a trainee, registrations of new assessors. */
function trainerWrites(port, actors) {
  const trainer = (method, path, json) => () => call(undefined, port, method, path, { json });
  return [
    async (ledger, rand) => {
      const to = pick(rand, actors);
      const mark = marker();
      const answer = await created(
        ledger,
        'notification',
        'notifications',
        mark,
        trainer('POST', '/__mock/notifications', { assessor: to.id, title: `Note ${mark}`, content: 'Read me' }),
      );
      const notification = answer.body?.details?._id;
      if (!answer.body?.success || !notification) return;
      ledger.define(
        `read/${notification}`,
        (view) => String(view.record('notifications', notification)?.isRead),
        'false',
      );
      to.unread.push(notification);
    },
    async (ledger, rand) => {
      const to = pick(rand, actors);
      const sentAt = Date.now();
      const answer = ledger.count(
        'batch request',
        await trainer('POST', '/__mock/batches/assign', { assessor: to.id })(),
        sentAt,
      );
      const batch = answer.body?.details;
      if (!answer.body?.success || !batch?._id) return;
      // Acknowledged: the request and its decision are keys from now on.
      ledger.define(`request/${batch._id}`, (view) => (view.record('batches', batch._id) ? 'yes' : 'no'), 'yes');
      ledger.define(`decision/${batch._id}`, (view) => decisionOf(view.record('batches', batch._id)), 'false|null');
      to.requests.push(batch._id);
    },
    (ledger) => {
      const mark = marker();
      const mobile = `6${String(100_000_000 + (counter % 900_000_000)).slice(0, 9)}`;
      return created(ledger, 'registration', 'assessors', `${mark}@crash.test`, () =>
        call(undefined, port, 'POST', '/api/register-assesor', {
          json: {
            fullName: 'Crash Test',
            email: `${mark}@crash.test`,
            ToaType: 'None',
            RadiantFundToa: false,
            mobile,
            assessorSipId: '',
            password: 'Demo@1234',
            confirmPassword: 'Demo@1234',
            acceptTermCondition: true,
          },
        }),
      );
    },
  ];
}

const decisionOf = (batch) => (batch ? `${batch.isAcceptAssesor}|${batch.RejectComment}` : 'gone');

/**
 * The clients' loops: the demo assessor, each trainee and the trainer, each sending one write at a time (a random
 * kind among those it can send now) until `stopped.now`.
 */
export function clients(world, ledger, rand, stopped) {
  const loop = (writes) => async () => {
    while (!stopped.now) {
      try {
        await pick(rand, writes)(ledger, rand);
      } catch {
        // A set-up read cut off by the kill: nothing was sent.
      }
    }
  };
  for (const actor of world.actors) actor.port = world.port;
  return [
    loop(assessorWrites(world.port, world.demo)),
    ...world.actors.map((actor) => loop(assessorWrites(world.port, actor))),
    loop(trainerWrites(world.port, world.actors)),
  ];
}
