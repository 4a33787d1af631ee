import { ACCOUNT_CURRENCY, WALLET_LABELS, WALLET_TYPES } from '@bourse/contract';
import {
  type AccountRef,
  applyJournal,
  balanceKey,
  type Currency,
  checkInvariants,
  Decimal,
  type Entry,
  houseAccount,
  type InvariantViolation,
  type JournalKind,
  type JournalTx,
  LedgerError,
  minorUnits,
  parseAccount,
  parseBalanceKey,
  parseCurrency,
  type UserAccountKind,
  userAccount,
} from '@bourse/domain';
import type { Kysely, Transaction } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { groupCommit } from '../../db/group-commit.ts';
import type { Database } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { refused } from '../../platform/errors.ts';
import { type AccountKey, ledgerRepo as repo } from './repo.ts';

/**
 * The only code that writes balances (docs/design.md §4). Every movement is a domain JournalTx posted inside the
 * caller's transaction; the domain validates it and computes the new balances, this file stores them.
 */

export type MoneyTx = Transaction<Database>;

export interface PostMeta {
  now: number;
  /** The user the movement is for; 0 or absent for none. */
  userId?: number;
  memo?: string;
  idempotencyKey?: string | undefined;
  reference?: { type: string; id: number };
}

type AccountRow = Awaited<ReturnType<typeof repo.lockAccounts>>[number];

const keyString = (k: AccountKey) => `${k.owner}:${k.userId}:${k.kind}:${k.currency}`;
const rowKey = (r: AccountRow) => keyString({ owner: r.owner, userId: r.user_id, kind: r.kind, currency: r.currency });

function accountKeyOf(ref: AccountRef, currency: string): AccountKey & { bucket: 'available' | 'used' } {
  const parsed = parseAccount(ref);
  if (!parsed) throw new LedgerError('BAD_ACCOUNT', `Malformed account ${ref}`);
  return parsed.owner === 'user'
    ? { owner: 'user', userId: Number(parsed.ownerId), kind: parsed.kind, currency, bucket: parsed.bucket }
    : // House accounts have one balance, kept in the 'available' column.
      { owner: 'house', userId: 0, kind: parsed.kind, currency, bucket: 'available' };
}

function refOf(row: Pick<AccountRow, 'owner' | 'user_id' | 'kind'>, bucket: 'available' | 'used'): AccountRef {
  return row.owner === 'user'
    ? userAccount(String(row.user_id), row.kind as UserAccountKind, bucket)
    : houseAccount(row.kind as Parameters<typeof houseAccount>[0]);
}

/** Balances keyed as the domain keys them, from locked rows. */
function domainBalances(rows: AccountRow[]): Map<string, Decimal> {
  const balances = new Map<string, Decimal>();
  for (const row of rows) {
    const currency = parseCurrency(row.currency);
    balances.set(balanceKey(refOf(row, 'available'), currency), Decimal.from(row.available));
    if (row.owner === 'user') balances.set(balanceKey(refOf(row, 'used'), currency), Decimal.from(row.used));
  }
  return balances;
}

function insufficient(error: LedgerError, before: ReadonlyMap<string, Decimal>) {
  const parsed = error.account ? parseBalanceKey(error.account) : undefined;
  const account = parsed ? parseAccount(parsed.account) : undefined;
  if (!parsed || account?.owner !== 'user') return error;
  const had = (before.get(error.account ?? '') ?? Decimal.ZERO).toFixed(minorUnits(parsed.currency));
  const wallet = WALLET_LABELS[account.kind];
  return refused(`Insufficient balance in ${wallet}: ${had} ${account.bucket === 'used' ? 'frozen' : 'available'}`);
}

/**
 * Posts one journal transaction: locks the accounts it touches (opening the missing ones), validates it, refuses
 * (422) when a user balance would go below zero, then appends the entries and writes the new balances. A posting over
 * more than 64 accounts locks and writes them in batches (multi-row statements), by the same rules. Returns the
 * transaction's id.
 */
export async function post(trx: MoneyTx, tx: JournalTx, meta: PostMeta): Promise<number> {
  return (await posted(trx, tx, meta)).txId;
}

/**
 * As `post`, answering also one of the user's USD accounts as the posting left it: what `lockedBalance` would read
 * next, without the read.
 */
export async function postAndBalance(
  trx: MoneyTx,
  tx: JournalTx,
  meta: PostMeta,
  account: { userId: number; kind: UserAccountKind },
): Promise<{ txId: number; balance: { available: Decimal; used: Decimal } }> {
  const { txId, after } = await posted(trx, tx, meta);
  const bucket = (b: 'available' | 'used') =>
    after.get(balanceKey(userAccount(String(account.userId), account.kind, b), ACCOUNT_CURRENCY as Currency));
  const available = bucket('available');
  const used = bucket('used');
  const balance =
    available && used ? { available, used } : await lockedBalance(trx, account.userId, account.kind, meta.now);
  return { txId, balance };
}

/** Above this many accounts a posting locks and writes them in batches rather than one statement each. */
const MANY_ACCOUNTS = 64;

async function posted(
  trx: MoneyTx,
  tx: JournalTx,
  meta: PostMeta,
): Promise<{ txId: number; after: Map<string, Decimal> }> {
  const lines = tx.entries.map((entry) => {
    const key = accountKeyOf(entry.account, entry.currency);
    return { entry, key, row: keyString(key) };
  });
  const keys = [...new Map(lines.map((l) => [l.row, l.key])).values()];
  // A large posting (an IPO draw's thousands of users) locks and writes its accounts in batches; the rules are these.
  const many = keys.length > MANY_ACCOUNTS;
  const lock = many ? repo.lockAccountsMany : repo.lockAccounts;
  let rows = await lock(trx, keys);
  let byKey = new Map(rows.map((r) => [rowKey(r), r]));
  if (rows.length < keys.length) {
    const missing = keys.filter((k) => !byKey.has(keyString(k)));
    await repo.openAccounts(trx, missing, meta.now);
    rows = [...rows, ...(await lock(trx, missing))];
    byKey = new Map(rows.map((r) => [rowKey(r), r]));
  }

  const before = domainBalances(rows);
  let after: Map<string, Decimal>;
  try {
    // Validates the journal (balanced, known accounts and currencies, minor units) before anything is written.
    after = applyJournal(before, tx);
  } catch (error) {
    throw error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS' ? insufficient(error, before) : error;
  }

  const txId = await repo.insertTransaction(trx, {
    kind: tx.kind,
    memo: meta.memo ?? tx.memo ?? '',
    user_id: meta.userId ?? 0,
    idempotency_key: meta.idempotencyKey ?? null,
    reference_type: meta.reference?.type ?? null,
    reference_id: meta.reference?.id ?? null,
    created_at: meta.now,
  });
  // Each entry carries its bucket's balance after it; the last one of each bucket is the balance stored (= `after`).
  const running = new Map(before);
  const stored = new Map<number, { id: number; available: string; used: string }>();
  await repo.insertEntries(
    trx,
    lines.map(({ entry, key, row: rk }) => {
      const row = byKey.get(rk);
      if (!row) throw new Error(`ledger account ${rk} could not be opened`);
      const k = balanceKey(entry.account, entry.currency);
      const balance = (running.get(k) ?? Decimal.ZERO).add(entry.amount);
      running.set(k, balance);
      const balanceAfter = balance.toString();
      const account = stored.get(row.id) ?? { id: row.id, available: row.available, used: row.used };
      account[key.bucket] = balanceAfter;
      stored.set(row.id, account);
      return {
        tx_id: txId,
        account_id: row.id,
        bucket: key.bucket,
        amount: entry.amount.toString(),
        currency: entry.currency,
        balance_after: balanceAfter,
        fx_rate: entry.fx?.rate.toString() ?? null,
        fx_from_currency: entry.fx?.fromCurrency ?? null,
        fx_from_amount: entry.fx?.fromAmount.toString() ?? null,
        created_at: meta.now,
      };
    }),
  );
  const balances = [...stored.values()];
  if (many) await repo.setBalancesMany(trx, balances, meta.now);
  else for (const b of balances) await repo.setBalances(trx, b.id, b.available, b.used, meta.now);
  return { txId, after };
}

const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
const MONEY_TX_ATTEMPTS = 5;

/**
 * Runs `fn` as one unit of work: all of it is stored or none. On SQLite it shares a transaction (and one disk sync)
 * with the units waiting beside it, inside its own savepoint (db/group-commit.ts). On PostgreSQL it has its own
 * transaction, tried again (up to 5 attempts in all) when aborted for a serialization failure or a deadlock. Any
 * other error undoes `fn`'s work and is thrown.
 */
export async function withMoneyTx<T>(ctx: Pick<AppContext, 'db'>, fn: (trx: MoneyTx) => Promise<T>): Promise<T> {
  const runOnce = () => (isPostgres(ctx.db) ? ctx.db.transaction().execute(fn) : groupCommit(ctx.db).run(fn));
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce();
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      if (attempt >= MONEY_TX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE_PG_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * One of a user's USD accounts, locked until the transaction ends (PostgreSQL `FOR UPDATE`; SQLite's writer already
 * serialises), so that a rule read from it (e.g. free margin) still holds when the movement is posted.
 */
export async function lockedBalance(
  trx: MoneyTx,
  userId: number,
  kind: UserAccountKind,
  now: number,
): Promise<{ available: Decimal; used: Decimal }> {
  const key: AccountKey = { owner: 'user', userId, kind, currency: 'USD' };
  let [row] = await repo.lockAccounts(trx, [key]);
  if (!row) {
    await repo.openAccounts(trx, [key], now);
    [row] = await repo.lockAccounts(trx, [key]);
  }
  return { available: Decimal.from(row?.available ?? '0'), used: Decimal.from(row?.used ?? '0') };
}

/** Opens a new user's empty funding and trading accounts (one per wallet type), inside the caller's transaction. */
export async function openUserAccounts(trx: Kysely<Database>, userId: number, now: number): Promise<void> {
  await repo.openAccounts(
    trx,
    WALLET_TYPES.map((kind) => ({ owner: 'user', userId, kind, currency: ACCOUNT_CURRENCY })),
    now,
  );
}

export interface AccountBalance {
  kind: string;
  currency: string;
  available: Decimal;
  used: Decimal;
}

export async function balances(db: Db, userId: number): Promise<AccountBalance[]> {
  return (await repo.userAccounts(db, userId)).map((r) => ({
    kind: r.kind,
    currency: r.currency,
    available: Decimal.from(r.available),
    used: Decimal.from(r.used),
  }));
}

/**
 * The balances of several users (of the account kinds given, or all), by user: one read per 500 users rather than one
 * per user.
 */
export async function balancesOf(
  db: Db,
  userIds: readonly number[],
  kinds?: readonly string[],
): Promise<Map<number, AccountBalance[]>> {
  const byUser = new Map<number, AccountBalance[]>(userIds.map((id) => [id, []]));
  for (let i = 0; i < userIds.length; i += 500) {
    for (const r of await repo.usersAccounts(db, userIds.slice(i, i + 500), kinds)) {
      byUser.get(r.user_id)?.push({
        kind: r.kind,
        currency: r.currency,
        available: Decimal.from(r.available),
        used: Decimal.from(r.used),
      });
    }
  }
  return byUser;
}

export interface StatementLine {
  id: number;
  /** The journal transaction's kind, e.g. 'transfer', 'deposit_approved'. */
  txKind: JournalKind;
  accountKind: string;
  amount: Decimal;
  currency: string;
  balanceAfter: Decimal;
  createdAt: number;
}

/** The movements of a user's available balances (one account kind, or all), newest first. */
export async function statement(
  db: Db,
  userId: number,
  q: { accountKind?: string | undefined; offset: number; limit: number },
): Promise<{ lines: StatementLine[]; total: number }> {
  const ids = (await repo.userAccounts(db, userId))
    .filter((a) => q.accountKind === undefined || a.kind === q.accountKind)
    .map((a) => a.id);
  if (ids.length === 0) return { lines: [], total: 0 };
  const [rows, total] = await Promise.all([
    repo.entriesPage(db, ids, 'available', q.offset, q.limit),
    repo.countEntries(db, ids, 'available'),
  ]);
  return {
    total,
    lines: rows.map((r) => ({
      id: r.id,
      txKind: r.tx_kind,
      accountKind: r.account_kind,
      amount: Decimal.from(r.amount),
      currency: r.currency,
      balanceAfter: Decimal.from(r.balance_after),
      createdAt: r.created_at,
    })),
  };
}

/** Net of a user's entries in `currency` from transactions of `txKinds`, optionally within [from, until). */
export async function sumUserEntries(
  db: Db,
  q: { userId: number; currency: string; txKinds: readonly JournalKind[]; from?: number; until?: number },
): Promise<Decimal> {
  return Decimal.sum((await repo.userEntryAmounts(db, q)).map((r) => r.amount));
}

export type LedgerViolation =
  InvariantViolation | { invariant: 'ENTRY_BALANCE_AFTER' | 'UNREADABLE_ROW'; message: string; key?: string };

/**
 * Checks the invariants of docs/design.md §4 against the database: entries sum to zero per currency per transaction, no
 * user balance below zero, each balance equals the sum of its entries, replaying the journal reproduces every
 * balance, and each entry's recorded balance_after is the running sum. An empty list means the ledger is sound.
 */
export async function checkLedgerInvariants(db: Db): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const decimal = (value: string | null, where: string) => {
    try {
      return Decimal.from(value ?? '');
    } catch {
      violations.push({ invariant: 'UNREADABLE_ROW', message: `${where} is ${JSON.stringify(value)}` });
      return Decimal.ZERO;
    }
  };
  const [accounts, entries] = await Promise.all([repo.allAccounts(db), repo.allEntries(db)]);
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  // Stored currencies are checked by the domain (BAD_CURRENCY), so they are only cast here.
  const keyOf = (ref: AccountRef, currency: string) => balanceKey(ref, currency as Currency);

  const stored = new Map<string, Decimal>();
  for (const a of accounts) {
    stored.set(keyOf(refOf(a, 'available'), a.currency), decimal(a.available, `account ${a.id} available`));
    const used = decimal(a.used, `account ${a.id} used`);
    if (a.owner === 'user') stored.set(keyOf(refOf(a, 'used'), a.currency), used);
    else if (!used.isZero()) {
      violations.push({ invariant: 'BALANCE_EQUALS_ENTRIES', message: `house account ${a.id} has used ${a.used}` });
    }
  }

  const journal = new Map<number, { kind: JournalKind; entries: Entry[] }>();
  const running = new Map<string, Decimal>();
  for (const e of entries) {
    const account = accountsById.get(e.account_id);
    if (!account) {
      violations.push({ invariant: 'UNREADABLE_ROW', message: `entry ${e.id} names missing account ${e.account_id}` });
      continue;
    }
    const ref = refOf(account, e.bucket === 'used' ? 'used' : 'available');
    const entry: Entry = {
      account: ref,
      amount: decimal(e.amount, `entry ${e.id} amount`),
      currency: e.currency as Currency,
    };
    if (e.fx_rate !== null) {
      entry.fx = {
        fromCurrency: e.fx_from_currency as Currency,
        fromAmount: decimal(e.fx_from_amount, `entry ${e.id} fx_from_amount`),
        rate: decimal(e.fx_rate, `entry ${e.id} fx_rate`),
      };
    }
    // Stored kinds were written from a JournalTx, so they are only cast here (the kind is not part of any check).
    const tx = journal.get(e.tx_id) ?? { kind: e.tx_kind, entries: [] };
    tx.entries.push(entry);
    journal.set(e.tx_id, tx);

    const key = keyOf(ref, e.currency);
    const balance = (running.get(key) ?? Decimal.ZERO).add(entry.amount);
    running.set(key, balance);
    if (!balance.eq(decimal(e.balance_after, `entry ${e.id} balance_after`))) {
      violations.push({
        invariant: 'ENTRY_BALANCE_AFTER',
        message: `entry ${e.id} records ${e.balance_after} after it on ${key}, but the running sum is ${balance}`,
        key,
      });
    }
  }
  return [...violations, ...checkInvariants(stored, [...journal.values()])];
}
