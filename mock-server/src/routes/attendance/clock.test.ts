import { beforeEach, describe, expect, it } from 'vitest';
import type { Batch } from '../../db/types.ts';
import { OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, type TestApp, trainerInject, appForThisTest } from '../../testing/testApp.ts';
import { dayOf, eachTestWithFiles, form, sample, storedNames, upload } from '../../testing/testUploads.ts';
import { clock, demoOf, near, todayBatch } from './testKit.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let batch: Batch;

eachTestWithFiles((fresh) => ({ t, token, dataDir } = fresh));
beforeEach(() => {
  batch = todayBatch(t.db.data);
});

const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});

describe('clock-in', () => {
  it('takes a selfie and the position inside the geofence and answers the record', async () => {
    const response = await clock(t.app, token, { batch, position: near(batch, 120) });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({ success: true, message: 'Clocked in successfully' });
    const record = body.details as Record<string, unknown>;
    expect(record).toMatchObject({
      clockInTime: '10:00 AM',
      clockOutTime: null,
      isClockIn: true,
      isClockOut: false,
      duration: null,
      accuracy: 12,
      distance: 120,
      regularise_Id: null,
      assesor_id: demoOf(t.db.data)._id,
      batch_id: { _id: batch._id, batchId: batch.batchId },
      QAverificationTimeStampId: t.db.data.assessmentDays.find((d) => d.batch_id === batch._id)!._id,
    });
    expect(record.location).toEqual({
      latitude: Number(near(batch, 120).latitude),
      longitude: batch.examCenterLocation!.longitude,
    });
    const key = record.clockInImageKey as string;
    expect(await storedNames(dataDir)).toEqual([key]);
    expect(record.clockInImageUrl).toBe(`/uploads/${key}`);
  });

  it('refuses a second clock-in of the day and keeps no file of it', async () => {
    await clock(t.app, token, { batch });
    t.clock.advance(60_000);
    const again = await clock(t.app, token, { batch });
    expect(refusal(again)).toEqual({ status: 400, message: 'You have already clocked in today at 10:00 AM' });
    expect(await storedNames(dataDir)).toHaveLength(1);
  });

  it("refuses a day that is not one of the batch's assessment days", async () => {
    const me = demoOf(t.db.data)._id;
    const upcoming = t.db.data.batches.find(
      (b) =>
        b.accessorId === me &&
        b.isAcceptAssesor &&
        b.startDate.slice(6) + b.startDate.slice(3, 5) + b.startDate.slice(0, 2) > '20250310',
    )!;
    const response = await clock(t.app, token, { batch: upcoming });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(
      `Today (10-03-2025) is not an assessment day of batch ${upcoming.batchId} (${upcoming.startDate} to ${upcoming.endDate})`,
    );
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it.each([
    ['missing', { longitude: '77.2' }, 'latitude is required: send the position of the device'],
    ['not a number', { latitude: 'north', longitude: '77.2' }, 'latitude must be a number from -90 to 90'],
    ['out of range', { latitude: '12.9', longitude: '190' }, 'longitude must be a number from -180 to 180'],
  ])('refuses a position %s', async (_case, position, message) => {
    const response = await clock(t.app, token, { batch, position });
    expect(refusal(response)).toEqual({ status: 400, message });
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it("refuses another assessor's batch with 403", async () => {
    const other = await login(t.app, OTHER_ASSESSORS[0].email);
    const response = await clock(t.app, other, { batch });
    expect(refusal(response)).toEqual({ status: 403, message: 'This batch is not assigned to you' });
  });

  it('refuses a clock-in without a selfie, and a file that is not an image', async () => {
    expect(refusal(await clock(t.app, token, { batch, files: [] }))).toEqual({
      status: 400,
      message: 'A selfie is required: send it in the field clockImage',
    });
    const pdf = await clock(t.app, token, { batch, files: [sample('clockImage', 'pdf')] });
    expect(pdf.statusCode).toBe(400);
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it('refuses an unknown action', async () => {
    const response = await clock(t.app, token, { batch, fields: { action: 'lunch' } });
    expect(refusal(response)).toEqual({ status: 400, message: 'action must be clockIn or clockOut' });
  });
});

describe('geofence', () => {
  it('refuses a clock-in beyond MOCK_GEOFENCE_M (500 m by default) and says how far', async () => {
    const response = await clock(t.app, token, { batch, position: near(batch, 2300) });
    expect(refusal(response)).toEqual({
      status: 400,
      message: 'You are 2.3 km from the exam centre: clock in within 500 m of it',
    });
    expect(refusal(await clock(t.app, token, { batch, position: near(batch, 520) })).message).toBe(
      'You are 520 m from the exam centre: clock in within 500 m of it',
    );
    expect(refusal(await clock(t.app, token, { batch, position: near(batch, 12_000) })).message).toBe(
      'You are 12 km from the exam centre: clock in within 500 m of it',
    );
  });

  it('takes the radius from the configuration', async () => {
    const wide = await appForThisTest({ config: { geofenceM: 5000 } });
    const response = await clock(wide.app, await login(wide.app), { batch, position: near(batch, 2300) });
    expect(json(response)).toMatchObject({ success: true, details: { distance: 2300 } });
  });

  it('lets the trainer switch it off (and the reset switches it on again)', async () => {
    const off = await trainerInject(t.app, { method: 'POST', url: '/__mock/geofence', payload: { enabled: false } });
    expect(json(off)).toMatchObject({ success: true, details: { enabled: false, radiusM: 500 } });
    const response = await clock(t.app, token, { batch, position: near(batch, 2300) });
    expect(json(response)).toMatchObject({ success: true, details: { distance: 2300 } });

    await trainerInject(t.app, { method: 'POST', url: '/__mock/reset' });
    const fresh = await login(t.app);
    expect((await clock(t.app, fresh, { batch, position: near(batch, 2300) })).statusCode).toBe(400);
  });

  it('refuses a switch without a boolean', async () => {
    const response = await trainerInject(t.app, {
      method: 'POST',
      url: '/__mock/geofence',
      payload: { enabled: 'no' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('clock-out', () => {
  it("refuses a clock-out without a clock-in of the day: 'You didn't clockin on the day'", async () => {
    const response = await clock(t.app, token, { batch, action: 'clockOut' });
    expect(refusal(response)).toEqual({ status: 400, message: "You didn't clockin on the day" });
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it('closes the day with a second selfie and the duration', async () => {
    await clock(t.app, token, { batch });
    t.clock.advance((8 * 3600 + 15 * 60 + 30) * 1000);
    const response = await clock(t.app, token, { batch, action: 'clockOut', position: near(batch, 3000) });
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Clocked out successfully',
      details: {
        clockInTime: '10:00 AM',
        clockOutTime: '06:15 PM',
        isClockIn: true,
        isClockOut: true,
        duration: '08:15:30',
      },
    });
    const record = json(response).details as { clockInImageKey: string; clockOutImageKey: string };
    expect(await storedNames(dataDir)).toEqual([record.clockInImageKey, record.clockOutImageKey].sort());

    const again = await clock(t.app, token, { batch, action: 'clockOut' });
    expect(refusal(again)).toEqual({ status: 400, message: 'You have already clocked out today at 06:15 PM' });
  });
});

it('does not require a clock-in for evidence uploads (mock README)', async () => {
  const day = dayOf(t.db.data, demoOf(t.db.data)._id);
  const response = await upload(
    t.app,
    token,
    'group',
    form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]),
  );
  expect(json(response)).toMatchObject({ success: true, message: 'Files uploaded successfully' });
});
