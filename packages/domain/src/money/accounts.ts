import type { Currency } from './currency.ts';
import { isCurrency } from './currency.ts';

export const USER_ACCOUNT_KINDS = ['balance', 'stock', 'future', 'forex', 'ipo', 'follow'] as const;
export const HOUSE_ACCOUNT_KINDS = [
  'fees',
  'deposits_in_transit',
  'withdrawals_in_transit',
  'writeoffs',
  'cash',
  /** The platform's side of every trade's P&L and of overnight financing (docs/design.md §5). */
  'trading',
  /** The mining programme's payouts: negative by every reward paid to users (docs/decisions.md, Mining rewards). */
  'rewards',
  /** Robot rental fees earned (docs/decisions.md, Robot rental). */
  'robot_fees',
  /** The loan book: negative by what users owe on their loans (principal and accrued interest). */
  'lending',
  /** Interest earned on loans. */
  'loan_interest',
  /** House capital placed in strategy accounts (institutions, robots): negative by what was placed there. */
  'strategy_capital',
  /** Copy trading's side of every follow order: pays a cycle's gains, takes its losses (docs/decisions.md, Copy trading). */
  'copy_trading',
] as const;
export const BUCKETS = ['available', 'used'] as const;

export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
/** 'used' is the frozen part: reserved for an open order or a pending withdrawal. */
export type Bucket = (typeof BUCKETS)[number];

/** A ledger account as a string key: 'user:42:balance:available' or 'house:fees'. */
export type AccountRef = `user:${string}:${UserAccountKind}:${Bucket}` | `house:${HouseAccountKind}`;

export type ParsedAccount =
  | { owner: 'user'; ownerId: string; kind: UserAccountKind; bucket: Bucket }
  | { owner: 'house'; kind: HouseAccountKind };

/** Key of one balance: an account holds a separate balance per currency, e.g. 'user:42:stock:used@USD'. */
export type BalanceKey = `${AccountRef}@${Currency}`;

const USER_ID = /^[A-Za-z0-9_-]+$/;

export function userAccount(userId: string, kind: UserAccountKind, bucket: Bucket = 'available'): AccountRef {
  if (!USER_ID.test(userId)) throw new RangeError(`Invalid user id ${JSON.stringify(userId)}`);
  if (!includes(USER_ACCOUNT_KINDS, kind)) throw new RangeError(`Invalid user account kind ${JSON.stringify(kind)}`);
  if (!includes(BUCKETS, bucket)) throw new RangeError(`Invalid bucket ${JSON.stringify(bucket)}`);
  return `user:${userId}:${kind}:${bucket}`;
}

export function houseAccount(kind: HouseAccountKind): AccountRef {
  if (!includes(HOUSE_ACCOUNT_KINDS, kind)) throw new RangeError(`Invalid house account kind ${JSON.stringify(kind)}`);
  return `house:${kind}`;
}

/** Structured view of an account key, or undefined when the key is malformed. */
export function parseAccount(ref: string): ParsedAccount | undefined {
  const parts = ref.split(':');
  if (parts[0] === 'user' && parts.length === 4) {
    const [, ownerId = '', kind, bucket] = parts;
    if (USER_ID.test(ownerId) && includes(USER_ACCOUNT_KINDS, kind) && includes(BUCKETS, bucket)) {
      return { owner: 'user', ownerId, kind, bucket };
    }
  }
  if (parts[0] === 'house' && parts.length === 2 && includes(HOUSE_ACCOUNT_KINDS, parts[1])) {
    return { owner: 'house', kind: parts[1] };
  }
  return undefined;
}

export function isUserAccount(ref: string): boolean {
  return parseAccount(ref)?.owner === 'user';
}

export function balanceKey(account: AccountRef, currency: Currency): BalanceKey {
  return `${account}@${currency}`;
}

export function parseBalanceKey(key: string): { account: AccountRef; currency: Currency } | undefined {
  const at = key.lastIndexOf('@');
  const account = key.slice(0, at);
  const currency = key.slice(at + 1);
  if (at === -1 || !isCurrency(currency) || parseAccount(account) === undefined) return undefined;
  return { account: account as AccountRef, currency };
}

function includes<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return (list as readonly (string | undefined)[]).includes(value);
}
