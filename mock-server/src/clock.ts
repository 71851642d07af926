/** The time source of the app; injected so tests can move time (token expiry). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function fakeClock(start: number | Date = Date.UTC(2025, 0, 15, 4, 30)): FakeClock {
  let current = typeof start === 'number' ? start : start.getTime();
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
