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
