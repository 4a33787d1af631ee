/**
 * An institution's cycles (docs/decisions.md, Copy trading): back-to-back periods of `lengthMs` from `anchor` (epoch
 * ms). A follow order waits for the next cycle to start, runs through it and is settled at its end.
 */
export interface CycleClock {
  anchor: number;
  lengthMs: number;
}

function checked(c: CycleClock): CycleClock {
  if (!Number.isSafeInteger(c.lengthMs) || c.lengthMs < 1) throw new RangeError(`bad cycle length ${c.lengthMs}`);
  return c;
}

/** The start of the cycle running at `now` (the last boundary at or before it). */
export function cycleStartAt(clock: CycleClock, now: number): number {
  const { anchor, lengthMs } = checked(clock);
  return anchor + Math.floor((now - anchor) / lengthMs) * lengthMs;
}

/** The next boundary strictly after `now`: when an order placed now starts. */
export function nextCycleStart(clock: CycleClock, now: number): number {
  return cycleStartAt(clock, now) + clock.lengthMs;
}
