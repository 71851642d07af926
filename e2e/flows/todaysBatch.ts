import { indiaDashDay } from '@assessor/contract';
import { expect, type Session, type TrainerBatch } from '../fixtures.ts';
import type { BrowserContext } from '@playwright/test';
import type { AssessorApi } from '../support/api.ts';
import { north } from '../support/geo.ts';
import type { MockServer } from '../support/trainer.ts';

/** An accepted batch of the signed-in assessor with a day record today in India (the seed always has one for the demo). */
export async function todaysBatch(mock: MockServer, session: Session): Promise<TrainerBatch> {
  const batch = (await mock.batchesOf(session.userData._id)).find((candidate) =>
    candidate.days.some((day) => day.date === indiaDashDay()),
  );
  expect(batch, 'the seed has a batch assessed today').toBeDefined();
  return batch!;
}

/** Today's batch, with the phone allowed its position and standing `metres` north of the batch's exam centre. */
export async function atTodaysCentre(
  { context, mock, session, api }: { context: BrowserContext; mock: MockServer; session: Session; api: AssessorApi },
  metres: number,
): Promise<TrainerBatch> {
  const batch = await todaysBatch(mock, session);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(north(await api.examCentre(batch._id), metres));
  return batch;
}
