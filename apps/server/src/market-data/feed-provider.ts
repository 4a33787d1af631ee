import {
  createSimulator,
  type HolidayCalendar,
  type Market,
  type Seed,
  type SimInstrument,
  type Tick,
} from '@bourse/domain';

/**
 * A source of live quotes (docs/design.md §6). The feed loop pulls: `step(now)` advances the provider to `now` and
 * answers a tick for every instrument that traded since the last step. A push-based real-data provider fits by
 * buffering what it receives and handing it over on the next step.
 */
export interface FeedProvider {
  readonly name: string;
  /** True when prices are made up: the UI must say so. */
  readonly simulated: boolean;
  /** The latest state of every instrument, to fill the quote cache at start-up. */
  snapshot(): Tick[];
  step(nowMs: number): Tick[];
  /** The demo setting that keeps every market open (a real provider ignores it). */
  setAlwaysOpen(alwaysOpen: boolean): void;
  /**
   * Continue from the quotes another node published (a new leader taking over the feed), so prices do not jump.
   * A real provider has nothing to restore and ignores it.
   */
  resume(last: readonly Tick[], nowMs: number): void;
  /** Test hook (MARKET_TEST_HOOKS): moves a simulated price by `percent` now; a real provider has none. */
  move?(market: Market, code: string, percent: number): boolean;
}

export interface SimulatorProviderOptions {
  instruments: readonly SimInstrument[];
  seed: Seed;
  startMs: number;
  holidays: HolidayCalendar;
  alwaysOpen: boolean;
}

/** The default provider: the seeded, reproducible simulator of packages/domain over the catalogue. */
export class SimulatorProvider implements FeedProvider {
  readonly name = 'simulator';
  readonly simulated = true;
  #sim: ReturnType<typeof createSimulator>;
  readonly #options: SimulatorProviderOptions;

  constructor(options: SimulatorProviderOptions) {
    this.#options = { ...options };
    this.#sim = createSimulator(options);
  }

  resume(last: readonly Tick[], nowMs: number): void {
    this.#sim = createSimulator({ ...this.#options, startMs: nowMs, resume: last });
  }

  snapshot(): Tick[] {
    return this.#sim.snapshot();
  }

  step(nowMs: number): Tick[] {
    return this.#sim.step(nowMs);
  }

  setAlwaysOpen(alwaysOpen: boolean): void {
    this.#options.alwaysOpen = alwaysOpen;
    this.#sim.setAlwaysOpen(alwaysOpen);
  }

  move(market: Market, code: string, percent: number): boolean {
    return this.#sim.move(code, market, percent);
  }
}
