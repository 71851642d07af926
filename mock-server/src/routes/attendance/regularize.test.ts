import { AUTH_HEADER, dashDay } from '@assessor/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Attendance, Batch } from '../../db/types.ts';
import { OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, type TestApp, trainerInject } from '../../testing/testApp.ts';
import { eachTestWithFiles, sample, storedNames } from '../../testing/testUploads.ts';
import { clockComplete } from '../../services/closeout/readiness.ts';
import { clock, demoOf, regularize, todayBatch } from './testKit.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let open: Attendance;

eachTestWithFiles((fresh) => ({ t, token, dataDir } = fresh));
beforeEach(() => {
  open = t.db.data.attendances!.find((record) => !record.isClockOut)!;
});

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: as } });
/** The attendance list of the demo assessor (or `who`), with the `assesor_id` the call requires. */
const listOf = (query = '', as = token, who = demoOf(t.db.data)._id) =>
  get(`/api/assesor-attendance-list?assesor_id=${who}${query ? `&${query}` : ''}`, as);
const fieldsFor = (record: Attendance, extra: Record<string, string> = {}) => ({
  batch_id: record.batch_id,
  attendence_id: record._id,
  clockInTime: '09:12 AM',
  clockOutTime: '05:12 PM',
  remark: 'Phone battery died before I could clock out',
  ...extra,
});
const decide = (id: string, isApprove: string, comment = 'Checked with the centre') =>
  trainerInject(t.app, {
    method: 'POST',
    url: `/__mock/regularizations/${id}/decision`,
    payload: { isApprove, comment },
  });

describe('seeded attendance', () => {
  it('gives the demo assessor a past day without clock-out and one complete day, in the api-facts names', async () => {
    const list = json(await listOf()).details as { attendanceList: Record<string, unknown>[]; totalCounts: number };
    expect(list.totalCounts).toBe(2);
    const [incomplete, complete] = [
      list.attendanceList.find((r) => !r.isClockOut)!,
      list.attendanceList.find((r) => r.isClockOut)!,
    ];
    expect(incomplete).toMatchObject({
      clockInTime: '09:12 AM',
      clockOutTime: null,
      isClockIn: true,
      duration: null,
      regularise_Id: null,
    });
    expect(complete).toMatchObject({
      clockInTime: '09:05 AM',
      clockOutTime: '05:10 PM',
      isClockOut: true,
      duration: '08:05:00',
    });
    expect(complete.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(complete.batch_id).toMatchObject({
      _id: expect.any(String),
      batchId: expect.stringMatching(/^BT/),
      jobRole: { jobRole: expect.any(String) },
    });
  });
});

describe('assesor-attendance-list', () => {
  it('lists newest first, filters by batchId, and checks the batch and assessor named', async () => {
    const batch = todayBatch(t.db.data);
    await clock(t.app, token, { batch });
    const all = json(await listOf()).details as {
      attendanceList: { clockInTime: string; batch_id: { _id: string } }[];
    };
    expect(all.attendanceList.map((r) => r.clockInTime)).toEqual(['10:00 AM', '09:05 AM', '09:12 AM']);
    const one = json(await listOf(`batchId=${batch._id}`)).details as {
      attendanceList: { batch_id: { _id: string } }[];
      totalPages: number;
    };
    expect(one.attendanceList.map((r) => r.batch_id._id)).toEqual([batch._id]);
    expect(one.totalPages).toBe(1);
    const paged = json(await listOf('limit=1&page=2')).details as { attendanceList: unknown[]; totalPages: number };
    expect(paged).toMatchObject({
      totalPages: 3,
      attendanceList: [expect.objectContaining({ clockInTime: '09:05 AM' })],
    });

    const other = await login(t.app, OTHER_ASSESSORS[0].email);
    const otherId = t.db.data.assessors.find((a) => a.email === OTHER_ASSESSORS[0].email)!._id;
    expect((await listOf(`batchId=${batch._id}`, other, otherId)).statusCode).toBe(403);
    expect((await listOf('', other)).statusCode).toBe(403);
    expect(json(await listOf('', other, otherId)).details).toEqual({
      attendanceList: [],
      totalCounts: 0,
      totalPages: 0,
    });
  });

  it('filters by month', async () => {
    const month = open.day.slice(0, 7);
    const list = json(await listOf(`month=${month}`)).details as { attendanceList: { _id: string }[] };
    expect(list.attendanceList.map((r) => r._id)).toContain(open._id);
    expect((json(await listOf('month=1999-01')).details as { totalCounts: number }).totalCounts).toBe(0);
    expect((await listOf('month=March')).statusCode).toBe(400);
  });
});

describe('attendence-logs', () => {
  it('answers one record with its regularisation requests, 404 for an unknown record', async () => {
    const response = await get(`/api/attendence-logs?batch_id=${open.batch_id}&log_id=${open._id}`);
    expect(json(response).details).toMatchObject({
      logs: [{ _id: open._id, clockInTime: '09:12 AM' }],
      regularizeRequests: [],
    });
    expect((await get(`/api/attendence-logs?batch_id=${open.batch_id}&log_id=${'f'.repeat(24)}`)).statusCode).toBe(404);
    expect((await get('/api/attendence-logs')).statusCode).toBe(400);
  });
});

describe('attendance-regularize', () => {
  it('stores a pending request with its photo and links it to the record', async () => {
    const response = await regularize(t.app, token, fieldsFor(open));
    expect(response.statusCode).toBe(200);
    const request = json(response).details as Record<string, string>;
    expect(request).toMatchObject({
      attendence_id: open._id,
      batch_id: open.batch_id,
      clockInTime: '09:12 AM',
      clockOutTime: '05:12 PM',
      duration: '08:00:00',
      isApprove: 'pending',
      remark: 'Phone battery died before I could clock out',
    });
    expect(request).not.toHaveProperty('clockInImageKey');
    expect(await storedNames(dataDir)).toEqual([request.captureImageKey]);
    const logs = json(await get(`/api/attendence-logs?batch_id=${open.batch_id}&log_id=${open._id}`)).details as {
      logs: { regularise_Id: { _id: string; isApprove: string } }[];
      regularizeRequests: { _id: string }[];
    };
    expect(logs.logs[0]!.regularise_Id).toMatchObject({ _id: request._id, isApprove: 'pending' });
    expect(logs.regularizeRequests.map((r) => r._id)).toEqual([request._id]);

    const again = await regularize(t.app, token, fieldsFor(open));
    expect(json(again)).toMatchObject({
      statusCode: 400,
      message: 'A regularisation request of this record is already pending',
    });
    expect(await storedNames(dataDir)).toHaveLength(1);
  });

  it('keeps a re-captured selfie as the clockInImageKey', async () => {
    const response = await regularize(
      t.app,
      token,
      fieldsFor(open, { recapture: 'true', latitude: '28.61', longitude: '77.2' }),
    );
    const request = json(response).details as Record<string, unknown>;
    expect(request.clockInImageKey).toBe(request.captureImageKey);
    expect(request.location).toEqual({ latitude: 28.61, longitude: 77.2 });
  });

  it.each([
    ['a time not in hh:mm AM', { clockInTime: '9:12' }, 'clockInTime must be a time like 09:05 AM'],
    ['a missing clock-out time', { clockOutTime: '' }, 'clockOutTime is required'],
    ['a clock-out before the clock-in', { clockOutTime: '08:00 AM' }, 'clockOutTime must be after clockInTime'],
    ['a remark too short', { remark: 'no' }, 'remark is required: 3 to 500 characters'],
    ['a remark too long', { remark: 'x'.repeat(501) }, 'remark is required: 3 to 500 characters'],
  ])('refuses %s', async (_case, extra, message) => {
    const response = await regularize(t.app, token, fieldsFor(open, extra));
    expect(json(response)).toMatchObject({ statusCode: 400, message });
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it('refuses a request without a photo, or with a video', async () => {
    expect(json(await regularize(t.app, token, fieldsFor(open), []))).toMatchObject({
      statusCode: 400,
      message: 'File Not Provided.',
    });
    expect((await regularize(t.app, token, fieldsFor(open), [sample('captureImage', 'mp4')])).statusCode).toBe(400);
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it("refuses another assessor's record, and a record of another batch", async () => {
    const other = await login(t.app, OTHER_ASSESSORS[0].email);
    expect((await regularize(t.app, other, fieldsFor(open))).statusCode).toBe(403);
    const batch = todayBatch(t.db.data);
    expect(json(await regularize(t.app, token, fieldsFor(open, { batch_id: batch._id })))).toMatchObject({
      statusCode: 404,
      message: 'Attendance record not found in this batch',
    });
  });
});

describe('trainer review', () => {
  const batchOf = (record: Attendance): Batch => t.db.data.batches.find((b) => b._id === record.batch_id)!;
  const notices = async () =>
    (
      json(await get('/api/notification-list')).details as {
        notifications: { title: string; content: string; type: string }[];
      }
    ).notifications;

  it('lists the requests and approves one: times copied, duration recomputed, no flag set, assessor notified', async () => {
    const sent = json(await regularize(t.app, token, fieldsFor(open))).details as { _id: string };
    const listed = json(await trainerInject(t.app, { url: '/__mock/assessors/assessor@demo.test/regularizations' }))
      .details as { _id: string; isApprove: string }[];
    expect(listed).toEqual([expect.objectContaining({ _id: sent._id, isApprove: 'pending' })]);

    const approved = await decide(sent._id, 'approve', 'Confirmed by the centre');
    expect(json(approved)).toMatchObject({
      success: true,
      message: 'Attendence regularize successfully',
      details: { isApprove: 'approve', comment: 'Confirmed by the centre' },
    });
    const record = (
      json(await get(`/api/attendence-logs?batch_id=${open.batch_id}&log_id=${open._id}`)).details as {
        logs: Record<string, unknown>[];
      }
    ).logs[0]!;
    expect(record).toMatchObject({
      // The real approval writes the times, never `isClockOut` (backend-facts-2 CO-2).
      clockInTime: '09:12 AM',
      clockOutTime: '05:12 PM',
      isClockOut: false,
      duration: '08:00:00',
      comment: 'Confirmed by the centre',
      regularise_Id: { isApprove: 'approve' },
    });
    const notice = t.db.data.notifications.find((n) => n.content === 'Attendance Regularize Request has accepted')!;
    expect(notice).toMatchObject({
      title: batchOf(open).batchId,
      type: 'message',
      recipient: demoOf(t.db.data)._id,
      isActionTaken: true,
    });
    expect((await notices())[0]).toMatchObject({
      title: batchOf(open).batchId,
      content: 'Attendance Regularize Request has accepted',
      type: 'message',
    });

    expect(json(await decide(sent._id, 'reject'))).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Attendence regularize not approved/),
    });
  });

  it('counts an approved day as clocked out for the invoice, though the flag stays false', async () => {
    const batch = batchOf(open);
    // Only the open record's day counts here: the batch's other days have no records in the seed.
    const day = dashDay(open.day);
    t.db.data.assessmentDays = t.db.data.assessmentDays.filter((d) => d.batch_id !== batch._id || d.date === day);
    expect(t.db.data.assessmentDays.some((d) => d.batch_id === batch._id)).toBe(true);
    expect(clockComplete(t.db.data, batch)).toBe(false);
    const sent = json(await regularize(t.app, token, fieldsFor(open))).details as { _id: string };
    await decide(sent._id, 'approve');
    expect(t.db.data.attendances!.find((r) => r._id === open._id)!.isClockOut).toBe(false);
    expect(clockComplete(t.db.data, batch)).toBe(true);
  });

  it('stores the QAverificationTimeStampId the request carries, never derives it, and refuses another day record', async () => {
    const plain = json(await regularize(t.app, token, fieldsFor(open))).details as {
      _id: string;
      QAverificationTimeStampId?: string;
    };
    expect(plain).not.toHaveProperty('QAverificationTimeStampId');
    await decide(plain._id, 'reject');
    const wrong = await regularize(t.app, token, fieldsFor(open, { QAverificationTimeStampId: 'e'.repeat(24) }));
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toMatch(/QAverificationTimeStampId/);
    const dayId = open.QAverificationTimeStampId!;
    const sent = json(await regularize(t.app, token, fieldsFor(open, { QAverificationTimeStampId: dayId }))).details;
    expect(sent).toMatchObject({ QAverificationTimeStampId: dayId });
  });

  it("approval copies the request's clockInImageKey into clockOutImageKey, and nothing else (no fallback)", async () => {
    const stored = () => t.db.data.attendances!.find((r) => r._id === open._id)!;
    stored().clockOutImageKey = 'earlier/selfie.jpg';
    const plain = json(await regularize(t.app, token, fieldsFor(open))).details as { _id: string };
    await decide(plain._id, 'approve');
    expect(stored().clockOutImageKey).toBe('earlier/selfie.jpg');
    const again = json(await regularize(t.app, token, fieldsFor(open, { recapture: 'true' }))).details as {
      _id: string;
      clockInImageKey: string;
    };
    await decide(again._id, 'approve');
    expect(stored().clockOutImageKey).toBe(again.clockInImageKey);
  });

  it('rejects a request: the record keeps its times, the assessor is told', async () => {
    const sent = json(await regularize(t.app, token, fieldsFor(open))).details as { _id: string };
    const rejected = await decide(sent._id, 'reject', 'No proof of presence');
    expect(json(rejected)).toMatchObject({
      message: 'Attendence regularize has rejected',
      details: { isApprove: 'reject', comment: 'No proof of presence' },
    });
    const stored = t.db.data.attendances!.find((r) => r._id === open._id)!;
    expect(stored).toMatchObject({ clockOutTime: null, isClockOut: false, duration: null });
    expect(t.db.data.notifications.some((n) => n.content === 'Attendance Regularize Request has rejected')).toBe(true);
    // A new request may follow a decided one.
    expect((await regularize(t.app, token, fieldsFor(open))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request or assessor, 400 for a bad decision', async () => {
    expect((await decide('f'.repeat(24), 'approve')).statusCode).toBe(404);
    expect((await trainerInject(t.app, { url: '/__mock/assessors/nobody/regularizations' })).statusCode).toBe(404);
    const sent = json(await regularize(t.app, token, fieldsFor(open))).details as { _id: string };
    expect((await decide(sent._id, 'maybe')).statusCode).toBe(400);
    expect((await decide(sent._id, 'approve', '')).statusCode).toBe(400);
  });
});
