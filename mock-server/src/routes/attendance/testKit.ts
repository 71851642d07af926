import { AUTH_HEADER, slashOfIsoDay } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import type { Batch, DbState } from '../../db/types.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { TEST_TODAY } from '../../testing/testApp.ts';
import { form, sample, type FilePart } from '../../testing/testUploads.ts';

export const demoOf = (data: DbState) => data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!;

/** The demo assessor's single-day batch of the test's today. */
export function todayBatch(data: DbState): Batch {
  const me = demoOf(data)._id;
  const today = slashOfIsoDay(TEST_TODAY);
  const batch = data.batches.find(
    (b) => b.accessorId === me && b.isAcceptAssesor && b.startDate === today && b.endDate === today,
  );
  if (!batch) throw new Error('seed has no batch on the test day');
  return batch;
}

/** A position this many metres north of the batch's exam centre. */
export function near(batch: Batch, metresNorth = 0) {
  const centre = batch.examCenterLocation!;
  return { latitude: String(centre.latitude + metresNorth / 111_195), longitude: String(centre.longitude) };
}

export interface ClockOptions {
  batch: Batch;
  action?: 'clockIn' | 'clockOut';
  position?: Record<string, string>;
  files?: FilePart[];
  fields?: Record<string, string>;
}

/** A real multipart clock-in (or out): the text fields, then a JPEG selfie unless other files are given. */
export function clock(
  app: FastifyInstance,
  token: string,
  { batch, action = 'clockIn', position = near(batch), files, fields = {} }: ClockOptions,
) {
  const body = form(
    { batch_id: batch._id, action, ...position, accuracy: '12', ...fields },
    files ?? [sample('clockImage', 'jpg', 'selfie.jpg')],
  );
  return app.inject({
    method: 'POST',
    url: '/api/assesor-clock-in',
    headers: { [AUTH_HEADER]: token },
    payload: body,
  });
}

export function regularize(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  files: FilePart[] = [sample('captureImage', 'jpg')],
) {
  return app.inject({
    method: 'POST',
    url: '/api/attendance-regularize',
    headers: { [AUTH_HEADER]: token },
    payload: form(fields, files),
  });
}
