import type {
  CANCEL_REASONS,
  CloseReason,
  CryptoCurrency,
  CryptoNetwork,
  Endpoints,
  FUNDING_CHANNELS,
  InputOf,
  KycDocType,
  KycStatus,
  Market,
  OrderStatus,
  ReviewStatus,
  Role,
  StaffRole,
  TIME_IN_FORCE,
  TRANSFER_STATUSES,
  TradingAccount,
  TRAILING_TYPES,
  WalletType,
} from '@bourse/contract';
import type { EnergySource, MiningState } from '@bourse/contract';
import type { MessageKind } from '@bourse/contract';
import type { Bucket, HouseAccountKind, JournalKind, ParsedAccount, UserAccountKind } from '@bourse/domain';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Code columns are typed as the contract's or the domain's unions (the CHECK constraints hold the same lists). */
type FundingChannel = (typeof FUNDING_CHANNELS)[number];

/** Times are epoch milliseconds; flags are 0/1; money is a canonical decimal string (docs/decisions.md). */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  user_login_id: string;
  /** Lower-cased user ID: the unique key, so 'Alice' and 'alice' are one user. */
  login_key: string;
  name: Generated<string>;
  phone: Generated<string>;
  profile_photo: Generated<string>;
  password_hash: string;
  pay_password_hash: string | null;
  invite_code: string;
  invited_by: number | null;
  kyc_status: Generated<KycStatus>;
  role: Generated<Role>;
  failed_logins: Generated<number>;
  locked_until: Generated<number>;
  pay_failed_tries: Generated<number>;
  pay_locked_until: Generated<number>;
  /** The back-office role; null for a user (docs/decisions.md, back office). */
  staff_role: StaffRole | null;
  /** The authenticator's base32 secret, sealed; in use once `totp_enabled_at` is set. */
  totp_secret: string | null;
  totp_enabled_at: number | null;
  /** The last TOTP time step a code was accepted for (replays of it or earlier ones are refused). */
  totp_last_step: Generated<number>;
  totp_failures: Generated<number>;
  totp_locked_until: Generated<number>;
  /** 1: the user turned two-factor authentication on for their login and withdrawals. */
  totp_user_on: Generated<0 | 1>;
  /** When staff locked the account (logins refused until unlocked); null when not locked. */
  staff_locked_at: number | null;
  staff_lock_reason: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  /** When this session passed the second factor (staff powers need it); null when it has not. */
  second_factor_at: Generated<number | null>;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: InputOf<Endpoints['getEmailCode']>['type'];
  code_hash: string;
  created_at: number;
  expires_at: number;
  tries: Generated<number>;
  used_at: number | null;
  ip: Generated<string>;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  owner: ParsedAccount['owner'];
  /** The user's id; 0 for house accounts. */
  user_id: number;
  kind: UserAccountKind | HouseAccountKind;
  currency: string;
  available: string;
  used: string;
  created_at: number;
  updated_at: number;
}

/** One movement of money: two or more entries summing to zero per currency. Append-only. */
export interface JournalTransactionsTable {
  id: Generated<number>;
  kind: JournalKind;
  memo: Generated<string>;
  /** 0 when the movement is not made for a user. */
  user_id: Generated<number>;
  idempotency_key: string | null;
  reference_type: string | null;
  reference_id: number | null;
  created_at: number;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  tx_id: number;
  account_id: number;
  bucket: Bucket;
  amount: string;
  currency: string;
  /** The bucket's balance right after this entry, for audit. */
  balance_after: string;
  fx_rate: string | null;
  fx_from_currency: string | null;
  fx_from_amount: string | null;
  created_at: number;
}

export interface TransfersTable {
  id: Generated<number>;
  user_id: number;
  from_kind: WalletType;
  to_kind: WalletType;
  amount: string;
  currency: string;
  status: (typeof TRANSFER_STATUSES)[number];
  created_at: number;
  settle_at: number;
  cancelled_at: number | null;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  request_hash: string;
  response: string | null;
  created_at: number;
}

/** An uploaded image; the file is DATA_DIR/uploads/{stored_name}. */
export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  stored_name: string;
  mime: string;
  size: number;
  sha256: string;
  created_at: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  bank_account_name: string;
  card_no_sealed: string;
  card_fingerprint: string;
  last4: string;
  created_at: number;
  updated_at: number;
}

export interface CryptoAddressesTable {
  id: Generated<number>;
  user_id: number;
  currency: CryptoCurrency;
  network: CryptoNetwork;
  address: string;
  label: Generated<string>;
  created_at: number;
}

/** One instrument on a user's watchlist; `market` and `code` name it in the market catalogue. */
export interface WatchlistEntriesTable {
  id: Generated<number>;
  user_id: number;
  market: Market;
  code: string;
  created_at: number;
}

/** A declared deposit; it moves money only when staff approve it. */
export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  channel: FundingChannel;
  amount: string;
  /** USD for a bank deposit, the coin for a crypto one. */
  currency: string;
  network: CryptoNetwork | null;
  address: string | null;
  tx_hash: string | null;
  credential_upload: string | null;
  credited_amount: string | null;
  status: ReviewStatus;
  reason: Generated<string>;
  reference_code: string;
  bank_instructions: string | null;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
}

/** A withdrawal request; its amount is frozen in Balance from the moment it is made until staff decide. */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  channel: FundingChannel;
  amount: string;
  fee: string;
  currency: string;
  card_id: number | null;
  bank_name: string | null;
  bank_account_name: string | null;
  card_no: string | null;
  /** The full card number, sealed (modules/withdrawals/payout-card.ts); opened only by the audited staff reveal. */
  card_no_sealed: Generated<string | null>;
  network: CryptoNetwork | null;
  address: string | null;
  status: ReviewStatus;
  reason: Generated<string>;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
  /** Four eyes: the staff member who gave a withdrawal above the threshold its first approval, and when. */
  first_approved_by: Generated<number | null>;
  first_approved_at: Generated<number | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  action: string;
  target_type: string;
  target_id: number;
  reason: Generated<string>;
  before_status: number | null;
  after_status: number | null;
  detail: string | null;
  created_at: number;
}

export interface AppVersionsTable {
  id: Generated<number>;
  version: string;
  notes: string;
  force: Generated<number>;
  published_at: number;
}

/** Trading (migration 20261123-0002): prices in the quote currency, amounts in USD, as decimal strings. */
export interface TradeOrdersTable {
  id: Generated<number>;
  user_id: number;
  account: TradingAccount;
  market: Market;
  code: string;
  direction: 0 | 1;
  order_type: 0 | 1;
  status: OrderStatus;
  cancel_reason: (typeof CANCEL_REASONS)[number] | null;
  time_in_force: (typeof TIME_IN_FORCE)[number];
  leverage: number;
  margin_mode: 0 | 1;
  quantity: number;
  limit_price: string | null;
  reserved_margin: string;
  reserved_fee: string;
  fill_price: string | null;
  position_id: number | null;
  stop_loss: string | null;
  take_profit: string | null;
  trailing_type: (typeof TRAILING_TYPES)[number] | null;
  trailing_value: string | null;
  created_at: number;
  expires_at: number | null;
  finished_at: number | null;
}

export interface PositionsTable {
  id: Generated<number>;
  user_id: number;
  account: TradingAccount;
  market: Market;
  code: string;
  direction: 0 | 1;
  margin_mode: 0 | 1;
  leverage: number;
  quantity: number;
  entry_price: string;
  market_entry_price: string;
  contract_size: string;
  currency: string;
  margin: string;
  open_fee: string;
  status: 'open' | 'closed';
  stop_loss: string | null;
  take_profit: string | null;
  trailing_type: (typeof TRAILING_TYPES)[number] | null;
  trailing_value: string | null;
  trailing_best: string | null;
  order_id: number;
  opened_at: number;
  financed_to: number;
  closed_at: number | null;
  /** Block trades: a manual close is refused until then (epoch ms); null otherwise. */
  locked_until: number | null;
}

export interface TradeFillsTable {
  id: Generated<number>;
  user_id: number;
  account: TradingAccount;
  position_id: number;
  order_id: number | null;
  market: Market;
  code: string;
  direction: 0 | 1;
  open_close: 0 | 1;
  price: string;
  entry_price: string;
  quantity: number;
  total: string;
  fee: string;
  profit: string;
  write_off: string;
  reason: CloseReason | null;
  created_at: number;
}

/** One inbox message (docs/product.md §4); `event_key` is unique per user, a deleted one keeps only its key. */
export interface InboxMessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  event_key: string;
  is_read: Generated<0 | 1>;
  created_at: number;
  read_at: number | null;
  deleted_at: number | null;
}

/** A user's inbox settings (migration 20261126-02-0001); no row means the defaults (no email copy). */
export interface InboxSettingsTable {
  user_id: number;
  email_copy: 0 | 1;
  updated_at: number;
}

/** Block trading (migration 20261124-0002): applications for the permission, and the orders placed with it. */
export interface BlockTradingApplicationsTable {
  id: Generated<number>;
  user_id: number;
  status: ReviewStatus;
  reason: Generated<string>;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
}

export interface BlockOrdersTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  position_id: number;
  market: Market;
  code: string;
  direction: 0 | 1;
  quantity: number;
  block_price: string;
  market_price: string;
  discount_rate: string;
  amount: string;
  fee: string;
  created_at: number;
}

/** News articles of every provider (docs/product.md §2, §7); status 0 draft, 1 published. */
export interface NewsArticlesTable {
  id: Generated<number>;
  provider: 'staff' | 'feed';
  external_id: string | null;
  source_name: string;
  title: string;
  body: string;
  content_html: string;
  link: string;
  cover_upload: string | null;
  image_url: string | null;
  status: 0 | 1;
  deploy_time: number | null;
  author_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface NewsArticleTagsTable {
  article_id: number;
  tag: string;
}

/** One identity submission (docs/product.md §3); status 1 waiting, 2 refused, 3 verified. */
export interface KycApplicationsTable {
  id: Generated<number>;
  user_id: number;
  doc_type: KycDocType;
  country: string;
  first_name: string;
  last_name: string;
  id_number: string;
  front_upload: string;
  back_upload: string | null;
  status: ReviewStatus;
  reason: Generated<string>;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
}

export interface Database {
  mining_accounts: MiningAccountsTable;
  mining_awards: MiningAwardsTable;
  mining_sessions: MiningSessionsTable;
  mining_budget_days: MiningBudgetDaysTable;
  robot_rentals: RobotRentalsTable;
  loans: LoansTable;
  loan_movements: LoanMovementsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  ledger_accounts: LedgerAccountsTable;
  journal_transactions: JournalTransactionsTable;
  journal_entries: JournalEntriesTable;
  transfers: TransfersTable;
  idempotency_keys: IdempotencyKeysTable;
  uploads: UploadsTable;
  bank_cards: BankCardsTable;
  crypto_addresses: CryptoAddressesTable;
  watchlist_entries: WatchlistEntriesTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  audit_log: AuditLogTable;
  app_versions: AppVersionsTable;
  trade_orders: TradeOrdersTable;
  positions: PositionsTable;
  trade_fills: TradeFillsTable;
  ipo_subscriptions: IpoSubscriptionsTable;
  ipo_draws: IpoDrawsTable;
  inbox_messages: InboxMessagesTable;
  inbox_settings: InboxSettingsTable;
  block_trading_applications: BlockTradingApplicationsTable;
  block_orders: BlockOrdersTable;
  news_articles: NewsArticlesTable;
  news_article_tags: NewsArticleTagsTable;
  kyc_applications: KycApplicationsTable;
  strategy_accounts: StrategyAccountsTable;
  strategy_equity: StrategyEquityTable;
  institutions: InstitutionsTable;
  institution_cycles: InstitutionCyclesTable;
  follow_orders: FollowOrdersTable;
  settings: SettingsTable;
}

/** A setting staff changed in the back office (modules/settings); without a row the configured default applies. */
export interface SettingsTable {
  id: Generated<number>;
  key: string;
  /** A decimal string. */
  value: string;
  updated_by: number;
  updated_at: number;
}

/** A strategy account: a system user whose trading account a rule-based strategy trades (modules/strategy-runner). */
export interface StrategyAccountsTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  name: string;
  /** The domain's StrategyRules as JSON. */
  rules: string;
  market: Market;
  code: string;
  leverage: number;
  allocation: string;
  candles: 'minute' | 'day';
  status: 'running' | 'stopped';
  created_at: number;
  last_run_at: number | null;
}

/** A strategy account's equity at a grid time (its track record). */
export interface StrategyEquityTable {
  id: Generated<number>;
  strategy_account_id: number;
  t: number;
  equity: string;
}

/** A copy-trading institution (modules/copy-trading): a strategy account, its cycles and profit share. */
export interface InstitutionsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  strategy_account_id: number;
  cycle_ms: number;
  cycle_anchor: number;
  profit_share: string;
  created_at: number;
}

export interface InstitutionCyclesTable {
  id: Generated<number>;
  institution_id: number;
  starts_at: number;
  ends_at: number;
  start_equity: string;
  end_equity: string | null;
  started_at: number;
  ended_at: number | null;
}

export interface FollowOrdersTable {
  id: Generated<number>;
  user_id: number;
  institution_id: number;
  amount: string;
  profit_share_rate: string;
  status: import('@bourse/contract').FollowStatus;
  cycle_id: number | null;
  pnl: string | null;
  profit_share: string | null;
  payout: string | null;
  created_at: number;
  started_at: number | null;
  settled_at: number | null;
  cancelled_at: number | null;
}

/** An IPO subscription (docs/decisions.md, IPO). Amounts are USD decimal strings; the issue price is the offering's. */
export interface IpoSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  market: Market;
  currency: string;
  issue_price: string;
  lot_size: number;
  quantity: number;
  fx_rate: string;
  amount: string;
  fee: string;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
  won_quantity: Generated<number>;
  paid: Generated<string>;
  charged_fee: Generated<string>;
  refund: Generated<string>;
  position_id: number | null;
  created_at: number;
  updated_at: number;
  drawn_at: number | null;
  listed_at: number | null;
}

/** One offering's draw: the ballot's inputs and totals (never run twice: `symbol` is unique). */
export interface IpoDrawsTable {
  id: Generated<number>;
  symbol: string;
  seed: string;
  tranche_lots: number;
  demand_lots: number;
  applications: number;
  other_applications: number;
  allotted_lots: number;
  drawn_at: number;
  /** When every applicant's draw notice was in their inbox (migration 20261128-0002); null until then. */
  notified_at: number | null;
  /** When every application was settled (migration 20261207-0001); null while the draw is under way. */
  settled_at: number | null;
  /** The fee schedule the draw settles with, taken when it began (null for draws from before 20261207-0001). */
  fee_rate: string | null;
  fee_minimum: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** A loan application and, once approved, the loan (docs/decisions.md, Loans). Amounts are USD decimal strings. */
export interface LoansTable {
  id: Generated<number>;
  user_id: number;
  amount: string;
  term_days: number;
  purpose: string;
  annual_rate: string;
  status: import('@bourse/contract').LoanStatus;
  reason: Generated<string>;
  principal: string;
  interest: string;
  total_interest: string;
  repaid: string;
  days_accrued: number;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
  disbursed_at: number | null;
  due_at: number | null;
  closed_at: number | null;
}

/** One movement of a loan; an interest movement carries its loan day, unique per loan. */
export interface LoanMovementsTable {
  id: Generated<number>;
  loan_id: number;
  kind: import('@bourse/contract').LoanMovementKind;
  amount: string;
  day: number | null;
  principal_after: string;
  interest_after: string;
  created_at: number;
}

/** Mining rewards (docs/decisions.md, Mining rewards): a user's energy on hand. */
export interface MiningAccountsTable {
  user_id: number;
  energy: number;
  updated_at: number;
}

/** One award of energy, unique per user and award key. */
export interface MiningAwardsTable {
  id: Generated<number>;
  user_id: number;
  source: EnergySource;
  award_key: string;
  day: string;
  energy: number;
  created_at: number;
  updated_at: number;
}

export interface MiningSessionsTable {
  id: Generated<number>;
  user_id: number;
  state: MiningState;
  energy: number;
  reward: string;
  short: 0 | 1;
  started_at: number;
  ends_at: number;
  settled_at: number | null;
  journal_tx_id: number | null;
}

/** USD the house rewards account has paid on a UTC day. */
export interface MiningBudgetDaysTable {
  day: string;
  paid: string;
  updated_at: number;
}

/** One user's rental of a quant robot (modules/robots); it trades through its own strategy account. */
export interface RobotRentalsTable {
  id: Generated<number>;
  user_id: number;
  robot_id: number;
  robot_name: string;
  market: Market;
  code: string;
  amount: string;
  days: number;
  fee: string;
  strategy_account_id: number;
  strategy_user_id: number;
  /** active: may trade; ending: its period is over and its positions are being closed; settled: paid back. */
  state: 'active' | 'ending' | 'settled';
  returned: string | null;
  created_at: number;
  ends_at: number;
  settled_at: number | null;
}
