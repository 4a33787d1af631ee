/**
 * Price levels of one instrument, sorted, so that a tick finds what it crosses without looking at anything else:
 * the work per tick grows with what the tick crosses, not with what the book holds.
 */

export type LevelKind = 'order' | 'stop_loss' | 'take_profit' | 'trailing_stop' | 'liquidation' | 'stop_out';

export interface Level {
  /** The price as a Decimal's scaled bigint (exact, cheap to compare). */
  at: bigint;
  /** An order id for 'order', else a position id. */
  id: number;
  kind: LevelKind;
}

/** Levels in ascending price order. */
export class Levels {
  readonly #items: Level[] = [];

  get size(): number {
    return this.#items.length;
  }

  add(level: Level): void {
    const items = this.#items;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((items[mid] as Level).at <= level.at) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, level);
  }

  /** Removes the levels of `id` (of one kind, or all its kinds). */
  remove(id: number, kind?: LevelKind): void {
    const items = this.#items;
    for (let i = items.length - 1; i >= 0; i--) {
      const l = items[i] as Level;
      if (l.id === id && (kind === undefined || l.kind === kind)) items.splice(i, 1);
    }
  }

  /** Takes out and answers every level at or below `price`, lowest first. */
  takeAtOrBelow(price: bigint): Level[] {
    const items = this.#items;
    let n = 0;
    while (n < items.length && (items[n] as Level).at <= price) n++;
    return n === 0 ? [] : items.splice(0, n);
  }

  /** Takes out and answers every level at or above `price`, highest first. */
  takeAtOrAbove(price: bigint): Level[] {
    const items = this.#items;
    let start = items.length;
    while (start > 0 && (items[start - 1] as Level).at >= price) start--;
    return start === items.length ? [] : items.splice(start).reverse();
  }
}
