import { expect } from '../fixtures.ts';
import type { AttendancePage } from '../pages/AttendancePage.ts';
import type { AssessorApi } from '../support/api.ts';

/** Opens the seeded day without a clock-out from My attendance; answers its batch's code (`batchId`). */
export async function openDayWithoutClockOut(api: AssessorApi, attendance: AttendancePage): Promise<string> {
  const open = (await api.attendance()).find((record) => !record.isClockOut);
  expect(open, 'the seed has a day without clock-out').toBeDefined();
  const batchId = (open!.batch_id as { batchId: string }).batchId;
  await attendance.openRecords();
  await attendance.record(batchId).click();
  return batchId;
}
