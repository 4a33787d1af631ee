import type { Market } from '@bourse/contract';
import { Decimal, type Tick } from '@bourse/domain';
import { type FeedProvider, SimulatorProvider } from '../market-data/feed-provider.ts';
import { holidayCalendar } from '../market-data/holidays.ts';
import { InstrumentRegistry } from '../market-data/instruments.ts';

export interface ScriptedQuote {
  bid: string;
  ask: string;
  /** Last trade; defaults to the bid. */
  price?: string;
}

/**
 * A feed whose prices the test sets: every instrument starts from the simulator's snapshot, and each step publishes
 * exactly the quotes set since the last one. Used to drive fills, triggers and stop-outs through the real tick path.
 */
export class ScriptedFeed implements FeedProvider {
  readonly name = 'scripted';
  readonly simulated = true;
  readonly #last = new Map<string, Tick>();
  #queued: Tick[] = [];

  constructor(startMs: number) {
    const sim = new SimulatorProvider({
      instruments: new InstrumentRegistry({ nowMs: startMs }).all.map((i) => i.sim),
      seed: 'scripted',
      startMs,
      holidays: holidayCalendar(),
      alwaysOpen: true,
    });
    for (const t of sim.snapshot()) this.#last.set(`${t.market}:${t.code}`, t);
  }

  /** Queues a quote for the next step (and makes it the instrument's latest state). */
  set(market: Market, code: string, q: ScriptedQuote, atMs?: number): Tick {
    const key = `${market}:${code}`;
    const last = this.#last.get(key);
    if (!last) throw new Error(`no instrument ${key}`);
    const price = q.price ?? q.bid;
    const high = Decimal.max(last.high, price, q.ask).toString();
    const low = Decimal.min(last.low, price, q.bid).toString();
    const tick: Tick = { ...last, t: atMs ?? last.t, price, bid: q.bid, ask: q.ask, high, low };
    this.#last.set(key, tick);
    this.#queued.push(tick);
    return tick;
  }

  /** The latest state of one instrument. */
  get(market: Market, code: string): Tick {
    const t = this.#last.get(`${market}:${code}`);
    if (!t) throw new Error(`no instrument ${market}:${code}`);
    return t;
  }

  snapshot(): Tick[] {
    return [...this.#last.values()];
  }

  step(): Tick[] {
    const ticks = this.#queued;
    this.#queued = [];
    return ticks;
  }

  setAlwaysOpen(): void {}

  resume(): void {}
}
