/** docs/product.md §3 code tables, with their exact values. */
export const InstrumentType = {
  stock: 0,
  hkStock: 1000,
  forex: 2,
  future: 3,
  blockTrade: 4,
  ipo: 5,
  index: 99,
  bonds: 22222,
} as const;
export type InstrumentType = (typeof InstrumentType)[keyof typeof InstrumentType];

export const TradeDirection = { buy: 0, sell: 1 } as const;
export const OrderType = { market: 0, limit: 1 } as const;
export const MarginMode = { half: 0, full: 1 } as const;
export const OpenCloseFlag = { open: 0, close: 1 } as const;
export const PositionListKind = { holding: 0, closing: 1, entrusted: 2, ipo: 3 } as const;
export const MarketTab = { preview: 0, us: 1, indices: 2, hk: 3, indonesia: 4 } as const;
/**
 * The ten indices spread over the Preview tab's world map (`/index/getTopIndex` type 0), in the answer's order; the web
 * build places their map labels ahead of time.
 */
export const PREVIEW_MAP_INDICES = [
  '.SPX',
  '.GSPTSE',
  '.BVSP',
  '.FTSE',
  '.GDAXI',
  '.N225',
  '.HSI',
  '.SSEC',
  '.BSESN',
  '.AXJO',
] as const;
export const SubTab = { popular: 1, ipo: 2, blockTrading: 3 } as const;

/** docs/product.md §4 status labels. */
export const OrderStatusLabel: Record<number, string> = {
  0: 'In Progress',
  1: 'Success',
  2: 'Cancel Order',
  3: 'In Progress',
};
export const ReviewStatus = { pending: 1, failed: 2, completed: 3 } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const ReviewStatusLabel: Record<number, string> = {
  1: 'Pending Review',
  2: 'Audit Failure',
  3: 'Completed',
};
export const TradeTypeLabel: Record<number, string> = {
  0: 'Single stock',
  1: 'Single stock',
  2: 'Forex',
  3: 'Future',
  4: 'Block Trade',
  5: 'IPO',
  6: 'New Dept',
};

export const KycStatus = { none: 0, pending: 1, failed: 2, verified: 3 } as const;
export type KycStatus = (typeof KycStatus)[keyof typeof KycStatus];

/** The user's accounts (docs/design.md §4): the funding account "balance" and the trading accounts. */
export const WALLET_TYPES = ['balance', 'stock', 'future', 'forex', 'ipo', 'follow'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];
/** Accounts are kept in USD (docs/design.md §4). */
export const ACCOUNT_CURRENCY = 'USD';

/** users.role: a staff account may also see what users uploaded (reviews). */
export const Role = { user: 'user', staff: 'staff' } as const;
export type Role = (typeof Role)[keyof typeof Role];

/*
 * The tables below are used by code that must not build schemas (the web app's first load imports them), so they
 * live here, in a file without zod, rather than beside the schemas that use them (docs/decisions.md, Web delivery).
 */

/** The catalogue's markets (docs/design.md §6). */
export const MARKETS = ['US', 'HK', 'ID', 'INDEX', 'FUTURES', 'FOREX', 'BOND'] as const;
export type Market = (typeof MARKETS)[number];

/**
 * Where a quote comes from, as the app navigates by it (docs/product.md §2): an index opens /quote/index, an IPO opens
 * /payment/ipo, anything else /quote/stock and /payment/stock.
 */
export const SOURCES = ['US', 'HK', 'ID', 'INDEX', 'FUTURES', 'FOREX', 'BOND', 'IPO', 'BLOCK'] as const;
export type Source = (typeof SOURCES)[number];

/** US lists by exchange: 0 all US, 1 NASDAQ, 2 NYSE, 3 AMEX. */
export const US_LIST_MARKETS = { 0: 'ALL', 1: 'NASDAQ', 2: 'NYSE', 3: 'AMEX' } as const;

export const CLOSE_REASONS = [
  'manual',
  'stop_loss',
  'take_profit',
  'trailing_stop',
  'stop_out',
  'liquidation',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  manual: 'Closed by you',
  stop_loss: 'Stop-loss',
  take_profit: 'Take-profit',
  trailing_stop: 'Trailing stop',
  stop_out: 'Stop-out: margin level below 50%',
  liquidation: 'Isolated margin: loss reached 50% of margin',
};

/** The account tab names of docs/product.md §3. */
export const WALLET_LABELS: Record<WalletType, string> = {
  balance: 'Balance',
  stock: 'Stock',
  future: 'Future',
  forex: 'Forex',
  ipo: 'IPO',
  follow: 'Follow',
};

/** docs/product.md §4: what the KYC screens show for each status. */
export const KycStatusLabel: Record<number, string> = {
  0: 'Not Verified',
  1: 'Waiting for Review',
  2: 'Audit Failure',
  3: 'Verified!',
};

/**
 * The private /push event (type INBOX_PUSH_TYPE) a user's sockets get when a message is stored for them, after the
 * commit of whatever it tells about.
 */
export const INBOX_PUSH_TYPE = 'message';

export const BLOCK_TRADING_PUSH_TYPE = 'blockTrading';

/** docs/product.md §9: uploads are at most 10 MB. */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** docs/product.md §5 and §8: the message for an oversize upload. */
export const UPLOAD_TOO_LARGE = `The size cannot exceed ${UPLOAD_MAX_MB}M`;

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

/** docs/product.md §7 market types used by /push, plus ID for Indonesia (docs/design.md §3). */
export const PushMarketType = ['Forex', 'Futures', 'Index', 'Bond', 'HK', 'UB', 'UsStock', 'ID'] as const;
export type PushMarketType = (typeof PushMarketType)[number];

/*
 * Trading's, transfers' and IPOs' code tables and constants (docs/product.md §2-§9, docs/design.md §5). Here rather
 * than in trading.ts, wallet.ts and ipo.ts, which build zod schemas when evaluated: a screen that needs only these
 * (the Order tab, a transfer) then loads neither zod nor those files (docs/decisions.md, Web delivery).
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
export const isNotZero = (text: string): boolean => /[1-9]/.test(text);
/** The price rule without zod, for a form's own check (the order form). */
export const isPriceText = (text: string): boolean =>
  text.length <= PRICE_MAX_CHARS && PRICE_PATTERN.test(text) && isNotZero(text);

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
