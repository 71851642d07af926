/**
 * Where a clock-in or clock-out waits in the outbox: `attendance/<batch _id>/<YYYY-MM-DD>/<action>`. Attendance shows
 * its queued clocks by it; evidence reads it to know that a day's record is on its way (a queued clock-in makes it).
 */
export type ClockAction = 'clockIn' | 'clockOut';

/** The scopes of one batch day's clocks start with this. */
export const clockDayScope = (batchRef: string, isoDay: string) => `attendance/${batchRef}/${isoDay}/`;

export const clockScope = (batchRef: string, isoDay: string, action: ClockAction) =>
  `${clockDayScope(batchRef, isoDay)}${action}`;

/** Reads a clock scope back: [batch _id, day, action]. */
export const CLOCK_SCOPE = /^attendance\/([^/]+)\/(\d{4}-\d{2}-\d{2})\/(clockIn|clockOut)$/;
