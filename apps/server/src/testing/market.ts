import type { Quote } from '@bourse/contract';
import { Decimal, percent2 } from '@bourse/domain';
import { MarketData } from '../market-data/market-data.ts';
import { PushHub } from '../push/hub.ts';
import type { Harness } from './harness.ts';

/** Epoch ms of a UTC wall time; month is 1-based. */
export const utc = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute);

/** Market data on a clock of its own, with a real hub to publish to (no database, no server). */
export function testMarket(options: { startMs: number; alwaysOpen?: boolean; seed?: string }) {
  let clock = options.startMs;
  const now = () => clock;
  const push = new PushHub(now);
  const market = new MarketData({
    settings: { seed: options.seed ?? 'test', alwaysOpen: options.alwaysOpen ?? false, intervalMs: 1000 },
    push,
    now,
  });
  return {
    market,
    push,
    now,
    /** Moves the clock and runs one feed step. */
    step(ms = 1000) {
      clock += ms;
      market.tick();
    },
    setClock(ms: number) {
      clock = ms;
    },
  };
}

/** One feed step at the harness clock, `ms` later. */
export function stepHarness(h: Harness, ms = 1000): void {
  h.advance(ms);
  h.ctx.market.tick();
}

const onGrid = (price: string, tick: string) => Decimal.from(price).scaled % Decimal.from(tick).scaled === 0n;

/** What is wrong with a quote, if anything: its own fields must agree with each other and sit on the tick grid. */
export function quoteProblems(q: Quote, tickSize: string): string[] {
  const p: string[] = [];
  const d = (s: string) => Decimal.from(s);
  const price = d(q.price_nominal);
  if (!(d(q.low).lte(q.open) && d(q.open).lte(q.high))) p.push(`open ${q.open} outside ${q.low}…${q.high}`);
  if (!(d(q.low).lte(price) && price.lte(q.high))) p.push(`price ${q.price_nominal} outside ${q.low}…${q.high}`);
  if (!price.sub(q.prevClose).eq(q.change)) p.push(`change ${q.change} ≠ ${q.price_nominal} − ${q.prevClose}`);
  if (!d(q.bid).lt(q.ask)) p.push(`bid ${q.bid} not below ask ${q.ask}`);
  if (!(d(q.bid).lte(price) && price.lte(q.ask))) p.push(`price ${q.price_nominal} outside ${q.bid}…${q.ask}`);
  for (const field of ['price_nominal', 'open', 'high', 'low', 'prevClose', 'bid', 'ask'] as const) {
    if (!onGrid(q[field], tickSize) || !d(q[field]).isPositive())
      p.push(`${field} ${q[field]} off the ${tickSize} grid`);
  }
  const ratio = percent2(d(q.change).scaled, d(q.prevClose).scaled);
  if (ratio !== q.change_ratio) p.push(`change_ratio ${q.change_ratio} ≠ ${ratio}`);
  if (BigInt(q.volume) < 0n || BigInt(q.bidVolume) <= 0n || BigInt(q.askVolume) <= 0n) p.push('volumes');
  return p;
}
