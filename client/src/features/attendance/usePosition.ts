import { useCallback, useEffect, useRef, useState } from 'react';

/** Positions less precise than this (metres) are refused: the distance to the centre would mean nothing. */
export const MAX_ACCURACY_M = 150;

export type PositionState =
  | { status: 'locating' }
  | { status: 'ready'; latitude: number; longitude: number; accuracy: number; at: number }
  | { status: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }
  | { status: 'inaccurate'; accuracy: number };

/** The device's position now (high accuracy, 20 s timeout, never a cached one), or why there is none. */
export function readPosition(): Promise<PositionState> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.resolve({ status: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        resolve(
          coords.accuracy > MAX_ACCURACY_M
            ? { status: 'inaccurate', accuracy: Math.round(coords.accuracy) }
            : {
                status: 'ready',
                latitude: coords.latitude,
                longitude: coords.longitude,
                accuracy: coords.accuracy,
                at: timestamp,
              },
        ),
      (error) =>
        resolve({
          status:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}

/**
 * The device's position, read on mount (unless `onMount` is false) and on `retry`, which also answers the position
 * it read: a resend after a refusal takes where the phone is now, not where it was.
 */
export function usePosition(onMount = true): { position: PositionState; retry: () => Promise<PositionState> } {
  const [position, setPosition] = useState<PositionState>({ status: 'locating' });
  const alive = useRef(true);
  const read = useCallback(async () => {
    setPosition({ status: 'locating' });
    const read = await readPosition();
    if (alive.current) setPosition(read);
    return read;
  }, []);
  useEffect(() => {
    alive.current = true;
    if (onMount) void read();
    return () => {
      alive.current = false;
    };
  }, [read, onMount]);
  return { position, retry: read };
}
