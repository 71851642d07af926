/** A position this many metres north of a point (a degree of latitude is about 111,195 m). */
export const north = (point: { latitude: number; longitude: number }, metres: number) => ({
  latitude: point.latitude + metres / 111_195,
  longitude: point.longitude,
  accuracy: 12,
});
