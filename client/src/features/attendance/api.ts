// The attendance feature's public face: what other features (close-out's completeness check) may use of it.
export * from './endpoints.ts';
export { myAttendanceArgs, useMyAttendance } from './myAttendance.ts';
