import type { Market } from '@bourse/contract';
import { lastSession, nextOpen, type SessionKey, type SessionOptions, type Tick } from '@bourse/domain';
import { blockQuoteOf } from './block-quote.ts';
import { type FeedProvider, SimulatorProvider } from './feed-provider.ts';
import { HistoryCache } from './history.ts';
import { holidayCalendar } from './holidays.ts';
import { type Instrument, InstrumentRegistry } from './instruments.ts';
import { QuoteCache, type QuoteEntry } from './quote-cache.ts';
import { QuoteLists } from './quote-lists.ts';
import { SessionWatch } from './session-watch.ts';
import { InProcessTickBus, type TickBus } from './tick-bus.ts';

/** What the feed needs of /push: the hub fits. */
export interface QuotePublisher {
  watched(channel: string): boolean;
  publish(channel: string, data: unknown): void;
}

export interface MarketSettings {
  seed: string;
  alwaysOpen: boolean;
  intervalMs: number;
  /** The block price's discount for every block listing (BLOCK_DISCOUNT_RATE); unset, each listing's own. */
  blockDiscountRate?: string | undefined;
}

export interface MarketDataOptions {
  settings: MarketSettings;
  push: QuotePublisher;
  now: () => number;
  /** Defaults to the simulator over the catalogue. */
  provider?: FeedProvider;
  /** Defaults to the in-process bus (embedded mode). */
  bus?: TickBus;
  /** Whether this node runs the provider; in cluster mode only the leader does. Defaults to always. */
  isLeader?: () => boolean;
}

/** The sessions the feed info reports, with the calendar each follows. */
const REPORTED_SESSIONS = ['US', 'HK', 'ID', 'FUTURES', 'FOREX'] as const satisfies readonly SessionKey[];

export interface FeedInfo {
  provider: string;
  simulated: boolean;
  alwaysOpen: boolean;
  intervalMs: number;
  sessions: { market: (typeof REPORTED_SESSIONS)[number]; isOpen: boolean; nextOpenTimestamp: number | null }[];
}

/** A quoted instrument with its latest state (read it within one request: the next feed step replaces it). */
export type Live = Readonly<QuoteEntry>;

/** Called on the leader with the quotes a feed step changed, after every node's quote cache has them. */
export type TickListener = (changed: readonly Live[]) => void;

/**
 * Market data on this node: the instruments, their latest quotes, sorted lists and candles, and the feed step that
 * moves them. One `tick()` steps the provider (on the leader), passes the ticks through the bus into the quote cache,
 * and publishes every changed quote to the /push channels someone watches.
 */
export class MarketData {
  readonly instruments: InstrumentRegistry;
  readonly quotes: QuoteCache;
  readonly lists: QuoteLists;
  readonly history: HistoryCache;
  readonly provider: FeedProvider;
  readonly #bus: TickBus;
  readonly #push: QuotePublisher;
  readonly #now: () => number;
  readonly #isLeader: () => boolean;
  readonly #sessions: SessionWatch;
  readonly #sessionOptions: SessionOptions & { alwaysOpen: boolean };
  readonly #intervalMs: number;
  readonly #unsubscribe: () => void;
  /** The latest tick of every instrument as the bus delivered it: what a new leader resumes from. */
  readonly #lastTicks = new Map<string, Tick>();
  readonly #tickListeners = new Set<TickListener>();

  constructor(options: MarketDataOptions) {
    const { settings, now } = options;
    this.instruments = new InstrumentRegistry({ blockDiscountRate: settings.blockDiscountRate, nowMs: now() });
    const holidays = holidayCalendar();
    this.#now = now;
    this.#push = options.push;
    this.#intervalMs = settings.intervalMs;
    this.#isLeader = options.isLeader ?? (() => true);
    this.#sessionOptions = { holidays, alwaysOpen: settings.alwaysOpen };
    const startMs = now();
    this.#sessions = new SessionWatch(
      new Set([...this.instruments.all.map((i) => i.session), ...REPORTED_SESSIONS]),
      this.#sessionOptions,
      startMs,
    );
    this.quotes = new QuoteCache(this.instruments, this.#sessions);
    this.lists = new QuoteLists(this.quotes, now);
    this.history = new HistoryCache({
      seed: settings.seed,
      holidays,
      alwaysOpen: () => this.#sessionOptions.alwaysOpen,
    });
    this.provider =
      options.provider ??
      new SimulatorProvider({
        instruments: this.instruments.all.map((i) => i.sim),
        seed: settings.seed,
        startMs,
        holidays,
        alwaysOpen: settings.alwaysOpen,
      });
    this.#bus = options.bus ?? new InProcessTickBus();
    this.#unsubscribe = this.#bus.subscribe((ticks) => {
      for (const t of ticks) this.#lastTicks.set(`${t.market}:${t.code}`, t);
      const changed = this.quotes.apply(ticks);
      this.#publish(changed);
      if (changed.length > 0 && this.#isLeader()) for (const listener of this.#tickListeners) listener(changed);
    });
    const initial = this.provider.snapshot();
    for (const t of initial) this.#lastTicks.set(`${t.market}:${t.code}`, t);
    this.quotes.apply(initial);
  }

  /** One feed step at the current time. Sessions first, so the first ticks after an open already say it is open. */
  tick(): void {
    const now = this.#now();
    this.#publish(this.quotes.refreshSessions(now));
    if (this.#isLeader()) this.#bus.publish(this.provider.step(now));
  }

  /**
   * The leader's full state for every node (cluster mode): ticks only flow for open markets, so a node that started
   * late learns closed markets' last prices from this.
   */
  publishSnapshot(): void {
    if (this.#isLeader()) this.#bus.publish(this.provider.snapshot());
  }

  /**
   * Hears every changed quote on the leader only (the trading trigger loop): ticks reach every node, but what they
   * trigger must happen once. Answers the function that stops listening.
   */
  onLeaderTicks(listener: TickListener): () => void {
    this.#tickListeners.add(listener);
    return () => this.#tickListeners.delete(listener);
  }

  /** This node has just become leader: continue the feed from the last published quotes. */
  takeOver(): void {
    this.provider.resume([...this.#lastTicks.values()], this.#now());
  }

  /**
   * Test hook (MARKET_TEST_HOOKS): moves a simulated price by `percent`; the next feed step publishes it, so what it
   * crosses fires as on any tick. Only the node that runs the feed (the leader) can; false elsewhere.
   */
  move(market: Market, code: string, percent: number): boolean {
    return this.#isLeader() && this.provider.move !== undefined && this.provider.move(market, code, percent);
  }

  /** The instrument and its live state, if it is listed now. */
  live(market: Market, code: string): Live | undefined {
    const inst = this.instruments.get(market, code);
    return inst && this.#liveOf(inst);
  }

  /** By code alone, the first market listing it (see InstrumentRegistry.find). */
  liveByCode(code: string, market?: Market): Live | undefined {
    const inst = this.instruments.find(code, market);
    return inst && this.#liveOf(inst);
  }

  /** Every listed instrument with its live state, in catalogue order. */
  *allLive(): Generator<Live> {
    const now = this.#now();
    for (const entry of this.quotes.entries()) {
      if (InstrumentRegistry.isListed(entry.inst, now)) yield entry;
    }
  }

  isOpen(inst: Instrument): boolean {
    return this.#sessions.isOpen(inst.session);
  }

  /** When the instrument's market next opens (now, if it is open). */
  nextOpen(inst: Instrument): number | null {
    return this.#sessions.nextOpen(inst.session, this.#now());
  }

  /**
   * The end of the trading day in progress (lunch breaks included), or else of the next one, by the exchange's
   * calendar even when the demo setting keeps markets open: when a day order expires.
   */
  sessionClose(inst: Instrument): number | null {
    const now = this.#now();
    const holidays = { holidays: this.#sessionOptions.holidays };
    const current = lastSession(inst.session, now, holidays);
    if (current && now < current.closeMs) return current.closeMs;
    const opens = nextOpen(inst.session, now, holidays);
    return opens === null ? null : (lastSession(inst.session, opens, holidays)?.closeMs ?? null);
  }

  setAlwaysOpen(alwaysOpen: boolean): void {
    this.#sessionOptions.alwaysOpen = alwaysOpen;
    this.provider.setAlwaysOpen(alwaysOpen);
    this.#sessions.invalidate();
    this.#publish(this.quotes.refreshSessions(this.#now()));
  }

  info(): FeedInfo {
    const now = this.#now();
    return {
      provider: this.provider.name,
      simulated: this.provider.simulated,
      alwaysOpen: this.#sessionOptions.alwaysOpen,
      intervalMs: this.#intervalMs,
      sessions: REPORTED_SESSIONS.map((market) => ({
        market,
        isOpen: this.#sessions.isOpen(market),
        nextOpenTimestamp: this.#sessions.nextOpen(market, now),
      })),
    };
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    await this.#bus.close();
  }

  #liveOf(inst: Instrument): Live | undefined {
    return this.quotes.entry(inst, this.#now());
  }

  #publish(changed: readonly QuoteEntry[]): void {
    if (changed.length === 0) return;
    const push = this.#push;
    const now = this.#now();
    for (const { inst, quote } of changed) {
      if (inst.listedFromMs > now) continue;
      if (push.watched(inst.channel)) push.publish(inst.channel, quote);
      if (inst.block && push.watched(inst.block.channel)) push.publish(inst.block.channel, blockQuoteOf(inst, quote));
    }
  }
}
