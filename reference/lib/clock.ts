// The installation's clock: real time plus an offset tests may move forward (token expiry, lockout timeout).

export interface Clock {
  now(): Date;
  /** Moves the clock forward (never back) by the given seconds. */
  advance(seconds: number): void;
}

export function createClock(base: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(base() + offsetMs),
    advance(seconds: number) {
      if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`clock can only move forward, got ${seconds}`);
      offsetMs += seconds * 1000;
    },
  };
}
