import { remarkLimits } from '@assessor/contract';
import type { FormErrors } from '../../components/form/useForm.ts';
import type { ClockAction } from './clockDraft.ts';
import type { LateClock } from './lateClocks.ts';
import { inputOfClock } from './time.ts';

/** The regularisation form's values: times as a time input holds them ("17:10"). */
export interface Values {
  clockIn: string;
  clockOut: string;
  remark: string;
  photo: File | null;
}

/**
 * The record's times as the form starts: a time that would fail the form's own check is left empty (a clock-out in
 * the same minute as the clock-in, or before it), so the assessor types the right one instead of meeting an error.
 */
export function prefilledTimes(
  clockInTime: string | undefined,
  clockOutTime: string | undefined,
): { clockIn: string; clockOut: string } {
  const clockIn = inputOfClock(clockInTime);
  const clockOut = inputOfClock(clockOutTime);
  return { clockIn, clockOut: clockIn && clockOut && clockOut <= clockIn ? '' : clockOut };
}

/**
 * The times a request starts with for a record: the phone's for each end the server recorded late, the record's for
 * the others; and the end whose kept selfie is the proof (the first late one), if any.
 */
export function lateStart(
  record: { clockInTime?: string | undefined; clockOutTime?: string | undefined },
  late: readonly LateClock[],
): { clockIn: string; clockOut: string; proof: ClockAction | undefined } {
  const taken = (action: ClockAction) => late.find((clock) => clock.action === action)?.taken;
  return {
    ...prefilledTimes(taken('clockIn') ?? record.clockInTime, taken('clockOut') ?? record.clockOutTime),
    proof: late[0]?.action,
  };
}

/** The form's check on submit: i18n keys of the problems per field. */
export function validate(values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (!values.clockIn) errors.clockIn = 'regularize.errors.clockIn';
  if (!values.clockOut) errors.clockOut = 'regularize.errors.clockOut';
  else if (values.clockIn && values.clockOut <= values.clockIn) errors.clockOut = 'regularize.errors.order';
  const remark = values.remark.trim().length;
  if (remark < remarkLimits.min || remark > remarkLimits.max) errors.remark = 'regularize.errors.remark';
  if (!values.photo) errors.photo = 'regularize.errors.photo';
  return errors;
}
