import { describe, expect, it } from 'vitest';
import { clockInQueued, nextStep } from './nextStep.ts';

const batch = { _id: '65f000000000000000000001' };

describe('nextStep', () => {
  it('asks for the missing evidence of today’s batch, on its activities screen', () => {
    expect(nextStep(batch, { completedTabs: 3, totalTabs: 11 })).toEqual({
      kind: 'uploadEvidence',
      done: 3,
      total: 11,
      to: `/batch/${batch._id}/assessment/activities`,
    });
  });
  it('says the evidence is complete when every tab is done', () => {
    expect(nextStep(batch, { completedTabs: 11, totalTabs: 11 })).toMatchObject({
      kind: 'evidenceDone',
      done: 11,
      total: 11,
    });
  });
  it('asks for the clock-in first when today has none, and goes on to the evidence once clocked in', () => {
    expect(nextStep(batch, { completedTabs: 3, totalTabs: 11 }, false)).toEqual({
      kind: 'clockIn',
      to: `/batch/${batch._id}/clock-in`,
    });
    expect(nextStep(batch, undefined, false)).toMatchObject({ kind: 'clockIn' });
    expect(nextStep(batch, { completedTabs: 3, totalTabs: 11 }, true)).toMatchObject({ kind: 'uploadEvidence' });
  });
  it('opens the batch while the count is unknown, and has no step without a batch today', () => {
    expect(nextStep(batch, undefined)).toEqual({ kind: 'openBatch', to: `/batch/${batch._id}/assessment` });
    expect(nextStep(batch, { completedTabs: 0, totalTabs: 0 })).toMatchObject({ kind: 'openBatch' });
    expect(nextStep(undefined, { completedTabs: 0, totalTabs: 11 })).toBeUndefined();
  });
});

describe('clockInQueued', () => {
  const scope = 'attendance/b1/2026-11-29/clockIn';
  it("counts today's clock-in (or clock-out) of the batch waiting to send, not one the server refused, nor another day's or batch's", () => {
    expect(clockInQueued([{ scope, state: 'waiting' }], 'b1', '2026-11-29')).toBe(true);
    expect(clockInQueued([{ scope, state: 'failed' }], 'b1', '2026-11-29')).toBe(false);
    expect(clockInQueued([{ scope: 'attendance/b1/2026-11-29/clockOut', state: 'waiting' }], 'b1', '2026-11-29')).toBe(
      true,
    );
    expect(clockInQueued([{ scope: 'attendance-regularize/r1', state: 'waiting' }], 'b1', '2026-11-29')).toBe(false);
    expect(clockInQueued([{ scope, state: 'waiting' }], 'b1', '2026-11-30')).toBe(false);
    expect(clockInQueued([{ scope, state: 'waiting' }], 'b2', '2026-11-29')).toBe(false);
  });
});
