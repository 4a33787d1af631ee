import { type PushMarketType, type Source, WALLET_TYPES, type WalletType } from './codes.ts';

/**
 * Constants and code tables of the contract files that build zod schemas (trading, wallet, IPO, market, news): the
 * trading accounts, leverage steps, order states, push types, transfer settling, IPO labels, chart periods, /push
 * channels, the news tag and the price rule as a plain check. Here, apart from those files, so that a screen reading
 * only these (the Order tab, a transfer, a quote) evaluates neither zod nor their schemas, and apart from codes.ts,
 * which the app shell loads at start (docs/decisions.md, Web delivery). Exported from the package under the same names.
 */

/** The trading accounts that hold positions; which one pays follows from the instrument (docs/design.md §5). */
export const TRADING_ACCOUNTS = ['stock', 'future', 'forex'] as const;
export type TradingAccount = (typeof TRADING_ACCOUNTS)[number];

/** Leverage values offered, before the class cap. */
export const LEVERAGE_STEPS = [1, 2, 3, 5, 10, 20, 30] as const;

/** Order status (docs/product.md §4): 0 In Progress (resting), 1 Success (filled), 2 Cancel Order (cancelled). */
export const OrderStatus = { resting: 0, filled: 1, cancelled: 2 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Why an order left the book without a fill, or why a position was closed. */
export const CANCEL_REASONS = ['user', 'expired', 'margin'] as const;

export const TIME_IN_FORCE = ['day', 'gtc'] as const;
export const TRAILING_TYPES = ['amount', 'percent'] as const;

/** Margin call and stop-out levels, in percent of used margin (docs/design.md §5). */
export const MARGIN_CALL_LEVEL = '100';
export const STOP_OUT_LEVEL = '50';

/** The private /push event type of a fill, cancel, trigger, stop-out or margin call (trading.ts `tradeEventSchema`). */
export const TRADE_PUSH_TYPE = 'trade';

/** The trading accounts; a transfer always has the funding account ('balance') on one side. */
export const TRADING_WALLET_TYPES = WALLET_TYPES.filter((w): w is Exclude<WalletType, 'balance'> => w !== 'balance');

/** Money leaving a trading account is held this long (pending, cancellable) before it reaches Balance. */
export const TRANSFER_SETTLE_MS = 60_000;

/** A price as text: a positive decimal with at most 10 decimals, at most PRICE_MAX_CHARS long (`priceField`). */
export const PRICE_MAX_CHARS = 30;
export const PRICE_PATTERN = /^\d+(\.\d{1,10})?$/;
/** Whether a price's text has a digit other than 0 (a well-formed price is then greater than 0). */
export const hasNonZeroDigit = (text: string): boolean => /[1-9]/.test(text);
/** The price rule without zod, for a form's own check (the order form). */
export const isPriceText = (text: string): boolean =>
  text.length <= PRICE_MAX_CHARS && PRICE_PATTERN.test(text) && hasNonZeroDigit(text);

/** IPO order states (docs/product.md §4): 0 and 3 pending the draw, 1 won, 2 not won. */
export const IpoOrderState = { subscribed: 0, won: 1, notWon: 2, waitingAllotment: 3 } as const;
export type IpoOrderState = (typeof IpoOrderState)[keyof typeof IpoOrderState];

/** docs/product.md §4's labels: the card's type and each state. */
export const IPO_LABEL = 'IPO';
export const IPO_STATE_LABELS: Record<IpoOrderState, string> = {
  0: 'Subscription',
  1: 'Allotment',
  2: 'Not Allotted',
  3: 'Waiting Allotment',
};

/** The private /push event type of a draw result or a listing (ipo.ts `ipoEventSchema`). */
export const IPO_PUSH_TYPE = 'ipo';

/** docs/product.md §7: the /push market type from the source. */
export function pushMarketTypeOf(source: Source): PushMarketType {
  switch (source) {
    case 'FOREX':
      return 'Forex';
    case 'FUTURES':
      return 'Futures';
    case 'INDEX':
      return 'Index';
    case 'BLOCK':
      return 'Bond';
    case 'HK':
      return 'HK';
    case 'BOND':
      return 'UB';
    case 'ID':
      return 'ID';
    default:
      return 'UsStock';
  }
}

/** The /push channel of an instrument: `marketType.code`, e.g. 'UsStock.AAPL', 'HK.00700'. */
export const channelOf = (source: Source, code: string) => `${pushMarketTypeOf(source)}.${code}`;

/** Chart periods (docs/product.md §9). */
export const KLINE_TYPES = ['intraday', '1D', '1W', '1M', '3M', '1Y'] as const;
export type KlineType = (typeof KLINE_TYPES)[number];

/** docs/product.md §7: the tag that lists every article (the list's first tab). */
export const NEWS_ALL_TAG = 'All News';
