/**
 * Price levels of one instrument, sorted, so that a tick finds what it crosses without looking at anything else:
 * the work per tick grows with what the tick crosses, not with what the book holds. Levels are found by id too, so
 * moving one (an order's hand-off resets every stop-out level of the account) costs a binary search, not a scan of
 * the instrument's whole book.
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
  /** The levels of each id (one per kind at most). */
  readonly #byId = new Map<number, Level[]>();

  get size(): number {
    return this.#items.length;
  }

  add(level: Level): void {
    this.#items.splice(this.#after(level.at), 0, level);
    const same = this.#byId.get(level.id);
    if (same) same.push(level);
    else this.#byId.set(level.id, [level]);
  }

  /** Removes the levels of `id` (of one kind, or all its kinds). */
  remove(id: number, kind?: LevelKind): void {
    const same = this.#byId.get(id);
    if (!same) return;
    for (let i = same.length - 1; i >= 0; i--) {
      const l = same[i] as Level;
      if (kind !== undefined && l.kind !== kind) continue;
      this.#items.splice(this.#indexOf(l), 1);
      same.splice(i, 1);
    }
    if (same.length === 0) this.#byId.delete(id);
  }

  /** Takes out and answers every level at or below `price`, lowest first. */
  takeAtOrBelow(price: bigint): Level[] {
    // From the low end, not a binary search: a tick crosses few levels, often none, so this stops at once.
    const items = this.#items;
    let n = 0;
    while (n < items.length && (items[n] as Level).at <= price) n++;
    return n === 0 ? [] : this.#forget(items.splice(0, n));
  }

  /** Takes out and answers every level at or above `price`, highest first. */
  takeAtOrAbove(price: bigint): Level[] {
    const items = this.#items;
    let start = items.length;
    while (start > 0 && (items[start - 1] as Level).at >= price) start--;
    return start === items.length ? [] : this.#forget(items.splice(start).reverse());
  }

  #forget(taken: Level[]): Level[] {
    for (const l of taken) {
      const same = this.#byId.get(l.id);
      if (!same) continue;
      same.splice(same.indexOf(l), 1);
      if (same.length === 0) this.#byId.delete(l.id);
    }
    return taken;
  }

  /** Where `level` is: the first index at its price, then on through the levels of that price. */
  #indexOf(level: Level): number {
    for (let i = this.#before(level.at); i < this.#items.length; i++) if (this.#items[i] === level) return i;
    throw new Error(`level ${level.kind} of ${level.id} is not in the book`);
  }

  /** The index of the first level priced at or above `at`. */
  #before(at: bigint): number {
    return this.#firstWhere((l) => l.at >= at);
  }

  /** The index of the first level priced above `at`. */
  #after(at: bigint): number {
    return this.#firstWhere((l) => l.at > at);
  }

  /** Binary search: the first index whose level meets `reached` (which holds from some index on). */
  #firstWhere(reached: (level: Level) => boolean): number {
    const items = this.#items;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (reached(items[mid] as Level)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
