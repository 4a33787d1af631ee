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
