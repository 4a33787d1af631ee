import type { Quote } from '@bourse/contract';
import { instrumentKey, type Tick } from '@bourse/domain';
import { type Instrument, InstrumentRegistry } from './instruments.ts';
import type { SessionWatch } from './session-watch.ts';

/** The latest state of one instrument: the feed's tick and the quote made from it for the API and /push. */
export interface QuoteEntry {
  readonly inst: Instrument;
  tick: Tick;
  quote: Quote;
}

function toQuote(inst: Instrument, t: Tick, isOpen: boolean): Quote {
  const quote: Quote = {
    stock_code: inst.code,
    name: inst.name,
    market: inst.market,
    source: inst.source,
    channel: inst.channel,
    marketType: inst.marketType,
    instrumentType: inst.instrumentType,
    exchange: inst.exchange,
    currency: inst.currency,
    price_nominal: t.price,
    change: t.change,
    change_ratio: t.changeRatio,
    volume: t.volume,
    open: t.open,
    prevClose: t.prevClose,
    high: t.high,
    low: t.low,
    bid: t.bid,
    ask: t.ask,
    bidVolume: t.bidVolume,
    askVolume: t.askVolume,
    amplitude: t.amplitude,
    localLogoUrl: inst.logoUrl,
    isOpen,
    t: t.t,
  };
  if (t.openInterest !== undefined) {
    quote.openInterest = t.openInterest;
    quote.openInterestChange = t.openInterestChange;
    quote.prevSettle = t.prevSettle;
  }
  return quote;
}

/** Whether a new tick says anything the last one did not (its time alone does not count). */
function differs(a: Tick, b: Tick): boolean {
  return (
    a.price !== b.price ||
    a.volume !== b.volume ||
    a.bid !== b.bid ||
    a.bidVolume !== b.bidVolume ||
    a.askVolume !== b.askVolume ||
    a.high !== b.high ||
    a.low !== b.low ||
    a.open !== b.open ||
    a.prevClose !== b.prevClose ||
    a.openInterest !== b.openInterest
  );
}

/**
 * The latest quote of every instrument, in the contract's shape, on this node. `version` goes up whenever a quote
 * changes, so views made from the quotes (sorted lists) know when to rebuild.
 */
export class QuoteCache {
  readonly #entries = new Map<string, QuoteEntry>();
  readonly #registry: InstrumentRegistry;
  readonly #sessions: SessionWatch;
  #version = 0;

  constructor(registry: InstrumentRegistry, sessions: SessionWatch) {
    this.#registry = registry;
    this.#sessions = sessions;
  }

  get version(): number {
    return this.#version;
  }

  /** Takes in a batch of ticks; answers the entries that changed. Ticks of unknown instruments are ignored. */
  apply(ticks: readonly Tick[]): QuoteEntry[] {
    const changed: QuoteEntry[] = [];
    for (const tick of ticks) {
      const key = instrumentKey(tick.market, tick.code);
      const entry = this.#entries.get(key);
      if (entry) {
        if (!differs(entry.tick, tick)) continue;
        entry.tick = tick;
        entry.quote = toQuote(entry.inst, tick, this.#sessions.isOpen(entry.inst.session));
        changed.push(entry);
        continue;
      }
      const inst = this.#registry.get(tick.market, tick.code);
      if (!inst) continue;
      const created: QuoteEntry = { inst, tick, quote: toQuote(inst, tick, this.#sessions.isOpen(inst.session)) };
      this.#entries.set(key, created);
      changed.push(created);
    }
    if (changed.length > 0) this.#version++;
    return changed;
  }

  /** Re-stamps `isOpen` after sessions opened or closed; answers the entries that changed. */
  refreshSessions(nowMs: number): QuoteEntry[] {
    const flipped = new Set(this.#sessions.refresh(nowMs));
    if (flipped.size === 0) return [];
    const changed: QuoteEntry[] = [];
    for (const entry of this.#entries.values()) {
      if (!flipped.has(entry.inst.session)) continue;
      entry.quote = toQuote(entry.inst, entry.tick, this.#sessions.isOpen(entry.inst.session));
      changed.push(entry);
    }
    if (changed.length > 0) this.#version++;
    return changed;
  }

  /** The entry of an instrument that is listed at `nowMs`. */
  entry(inst: Instrument, nowMs: number): QuoteEntry | undefined {
    return InstrumentRegistry.isListed(inst, nowMs) ? this.#entries.get(inst.key) : undefined;
  }

  quote(inst: Instrument, nowMs: number): Quote | undefined {
    return this.entry(inst, nowMs)?.quote;
  }

  /** Every entry, in catalogue order (listed or not: callers filter). */
  entries(): IterableIterator<QuoteEntry> {
    return this.#entries.values();
  }
}
