export interface Point {
  latitude: number;
  longitude: number;
}

/** Metres between two positions (haversine, mean earth radius), rounded. */
export function distanceM(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** A coordinate as the API may send it (a number, or a string in the real back end); undefined when unreadable. */
export function coordinateOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A position from the API's `location`, tolerating strings; undefined when either coordinate is unreadable. */
export function pointOf(location: { latitude?: unknown; longitude?: unknown } | null | undefined): Point | undefined {
  const latitude = coordinateOf(location?.latitude);
  const longitude = coordinateOf(location?.longitude);
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

/** A distance as people say it: whole metres below a kilometre, else kilometres to one decimal ("12 km", "2.3 km"). */
export function distanceWords(metres: number): { metres: number } | { km: string } {
  if (metres < 1000) return { metres: Math.round(metres) };
  const km = Math.round(metres / 100) / 10;
  return { km: Number.isInteger(km) ? String(km) : km.toFixed(1) };
}
