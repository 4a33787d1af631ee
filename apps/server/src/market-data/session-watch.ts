import { nextOpen, type SessionKey, type SessionOptions, sessionOf } from '@bourse/domain';

interface State {
  open: boolean;
  computedAtMs: number;
  nextChangeMs: number;
}

/**
 * Whether each session calendar is trading now. A calendar is worked out again only when one of its opens or closes
 * has passed, so asking on every feed step costs a comparison.
 */
export class SessionWatch {
  readonly #states = new Map<SessionKey, State>();
  readonly #options: SessionOptions;

  /** `options` is shared with the simulator, so both see the same holidays and always-open setting. */
  constructor(keys: Iterable<SessionKey>, options: SessionOptions, nowMs: number) {
    this.#options = options;
    for (const key of keys) this.#states.set(key, this.#compute(key, nowMs));
  }

  isOpen(key: SessionKey): boolean {
    return this.#states.get(key)?.open ?? false;
  }

  /** The next opening of `key` after `nowMs`, or null when it is open now or none is due within a year. */
  nextOpen(key: SessionKey, nowMs: number): number | null {
    return this.isOpen(key) ? null : nextOpen(key, nowMs, this.#options);
  }

  /** Brings every calendar up to `nowMs`; answers those whose open state changed. */
  refresh(nowMs: number): SessionKey[] {
    const flipped: SessionKey[] = [];
    for (const [key, state] of this.#states) {
      if (nowMs >= state.computedAtMs && nowMs < state.nextChangeMs) continue;
      const next = this.#compute(key, nowMs);
      if (next.open !== state.open) flipped.push(key);
      this.#states.set(key, next);
    }
    return flipped;
  }

  /** After a settings change, every calendar is worked out again on the next refresh. */
  invalidate(): void {
    for (const state of this.#states.values()) state.nextChangeMs = Number.NEGATIVE_INFINITY;
  }

  #compute(key: SessionKey, nowMs: number): State {
    const s = sessionOf(key, nowMs, this.#options);
    return { open: s.open, computedAtMs: nowMs, nextChangeMs: s.nextChangeMs };
  }
}
