import { isObject, type Answer, type Json } from '../shared/backendShapes.ts';

/**
 * `assesor-attendance-list` as the real back end answers it (backend-facts §1b row 32, §3.1): no `message` key (its
 * constant is undefined), coordinates as strings, and an empty list as success with `details: {}`.
 */
export function attendanceListAnswer({ status, body }: Answer): Answer {
  if (body.success !== true || !isObject(body.details)) return { status, body };
  const { message: _message, ...rest } = body;
  const list = Array.isArray(body.details.attendanceList) ? (body.details.attendanceList as Json[]) : [];
  if (list.length === 0) return { status, body: { ...rest, details: {} } };
  const attendanceList = list.map((record) => {
    const location = isObject(record.location) ? record.location : undefined;
    return location
      ? { ...record, location: { latitude: String(location.latitude), longitude: String(location.longitude) } }
      : record;
  });
  return { status, body: { ...rest, details: { ...body.details, attendanceList } } };
}
