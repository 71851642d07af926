import { indiaDashDay } from '@assessor/contract';
import { expect, type Session, type TrainerBatch } from '../fixtures.ts';
import type { MockServer } from '../support/trainer.ts';

/** An accepted batch of the signed-in assessor with a day record today in India (the seed always has one for the demo). */
export async function todaysBatch(mock: MockServer, session: Session): Promise<TrainerBatch> {
  const batch = (await mock.batchesOf(session.userData._id)).find((candidate) =>
    candidate.days.some((day) => day.date === indiaDashDay()),
  );
  expect(batch, 'the seed has a batch assessed today').toBeDefined();
  return batch!;
}
