import type { InputOf, Market, TradingAccount } from '@bourse/contract';
import { endpoints } from '@bourse/contract';
import { ScriptedFeed, type ScriptedQuote } from './scripted-feed.ts';
import { createHarness, type Harness } from './harness.ts';
import { signUpFunded } from './money.ts';

export interface TradingHarness extends Harness {
  feed: ScriptedFeed;
  /**
   * Waits for the trigger loop to take in earlier changes, sets the quote and runs one feed step (the loop sees the
   * tick), then waits for what it started.
   */
  quote(market: Market, code: string, q: ScriptedQuote): Promise<void>;
}

/** A harness whose prices the test sets, with every market open. */
export async function createTradingHarness(env: Record<string, string> = {}): Promise<TradingHarness> {
  const startMs = Date.now();
  const feed = new ScriptedFeed(startMs);
  const h = await createHarness({ MARKET_ALWAYS_OPEN: 'true', ...env }, { feedProvider: feed, startMs });
  return Object.assign(h, {
    feed,
    async quote(market: Market, code: string, q: ScriptedQuote) {
      // The book first catches up with what the calls before changed (their notes are handled asynchronously).
      await h.trading.idle();
      feed.set(market, code, q);
      h.advance(1000);
      h.ctx.market.tick();
      await h.trading.idle();
    },
  });
}

/** A new user with `amount` USD moved into one trading account. */
export async function trader(h: Harness, amount: string, account: TradingAccount = 'stock') {
  const u = await signUpFunded(h, amount);
  const res = await h.call('transfer', { from: 'balance', to: account, amount }, { token: u.token });
  if (res.status !== 200) throw new Error(`transfer: ${res.body.msg}`);
  return u;
}

export type OrderInputOf = InputOf<typeof endpoints.createStockOrder>;

/** A market buy of `num` with leverage 1 and cross margin, overridable. */
export function marketOrder(stockCode: string, market: Market, num: number, more: Partial<OrderInputOf> = {}) {
  return {
    stockCode,
    market,
    direction: 0,
    orderType: 0,
    num,
    leverage: 1,
    marginMode: 1,
    ...more,
  } satisfies OrderInputOf;
}
