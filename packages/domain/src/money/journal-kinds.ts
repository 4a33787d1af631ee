/**
 * Every kind of journal transaction the platform posts. A closed list, so that a consumer mapping kinds (the wallet's
 * bill types, statements) can be made exhaustive and a new kind fails typecheck until it is mapped.
 */
export const JOURNAL_KINDS = [
  // Transfers between a user's funding and trading accounts (docs/design.md §4).
  'transfer',
  'transfer_hold',
  'transfer_settle',
  'transfer_cancel',
  // Generic reservations and charges.
  'freeze',
  'unfreeze',
  'fee',
  // Funding.
  'deposit_approved',
  'withdrawal_requested',
  'withdrawal_paid',
  'withdrawal_rejected',
  // Profit and interest credited outside trading.
  'pnl',
  'interest',
  // Trading (docs/design.md §5).
  /** A resting limit order reserves its margin and open fee: available → used. */
  'order_freeze',
  /** A cancelled or expired limit order returns its reservation: used → available. */
  'order_release',
  /** A fill: margin into used, open fee to house fees. */
  'trade_open',
  /** A close: margin released, P&L settled with house trading, close fee, any deficit written off. */
  'trade_close',
  /** Add margin to an isolated position: available → used. */
  'margin_add',
  /** Overnight financing: the user's account → house trading. */
  'financing',
  // IPO (docs/design.md §5).
  /** A subscription freezes its amount and handling fee: IPO available → IPO used. */
  'ipo_subscribe',
  /** A cancelled subscription: IPO used → IPO available. */
  'ipo_cancel',
  /** The draw: fees to the house and refunds back to IPO available; the paid amount stays frozen. */
  'ipo_draw',
  /** The listing date: the paid amount becomes the holding's margin, IPO used → Stock used. */
  'ipo_listing',
  // Loans (docs/decisions.md, Loans).
  /** A loan is paid out: house lending → Balance. */
  'loan_disbursed',
  /** A day's interest is added to what a loan owes: house lending → house loan interest (no user account moves). */
  'loan_interest',
  /** A repayment, by the user or at term: Balance → house lending. */
  'loan_repayment',
  // Robot rental (docs/decisions.md, Robot rental).
  /** A rental is bought: the fee from Balance to house robot_fees, the amount from Balance to the robot's account. */
  'robot_rental',
  /** A rental ends: what the robot's strategy account holds goes back to Balance. */
  'robot_return',
  // Mining rewards (docs/decisions.md, Mining rewards).
  /** A mining session's reward: house rewards → Balance. */
  'mining_reward',
  // Strategy accounts and copy trading (docs/decisions.md, Copy trading).
  /** House capital placed in a strategy account: house strategy capital → the strategy user's trading account. */
  'strategy_funding',
  /** A follow order freezes its amount: Follow available → Follow used. */
  'follow_place',
  /** A follow order cancelled before its cycle starts: Follow used → Follow available. */
  'follow_cancel',
  /** A cycle's end: the amount leaves Follow used, amount ± share less profit share back to Follow available. */
  'follow_settle',
] as const;

export type JournalKind = (typeof JOURNAL_KINDS)[number];

export function isJournalKind(kind: unknown): kind is JournalKind {
  return typeof kind === 'string' && (JOURNAL_KINDS as readonly string[]).includes(kind);
}
