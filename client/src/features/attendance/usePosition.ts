import { useCallback, useEffect, useRef, useState } from 'react';

/** Positions less precise than this (metres) are refused: the distance to the centre would mean nothing. */
export const MAX_ACCURACY_M = 150;

export type PositionState =
  | { status: 'locating' }
  | { status: 'ready'; latitude: number; longitude: number; accuracy: number; at: number }
  | { status: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }
  | { status: 'inaccurate'; accuracy: number };

/** The device's position (high accuracy, 20 s timeout, never a cached one), read on mount and on `retry`. */
export function usePosition(): { position: PositionState; retry: () => void } {
  const [position, setPosition] = useState<PositionState>({ status: 'locating' });
  const alive = useRef(true);
  const read = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setPosition({ status: 'unsupported' });
      return;
    }
    setPosition({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) => {
        if (!alive.current) return;
        setPosition(coords.accuracy > MAX_ACCURACY_M
          ? { status: 'inaccurate', accuracy: Math.round(coords.accuracy) }
          : { status: 'ready', latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy, at: timestamp });
      },
      (error) => {
        if (!alive.current) return;
        setPosition({ status: error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable' });
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }, []);
  useEffect(() => {
    alive.current = true;
    read();
    return () => { alive.current = false; };
  }, [read]);
  return { position, retry: read };
}
