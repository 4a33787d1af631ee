import type { Bucket, JournalKind } from '@bourse/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import { preparedFamily, preparedSql, statementChunks } from '../../db/prepared.ts';
import type { Database, JournalEntriesTable, JournalTransactionsTable, LedgerAccountsTable } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** A ledger_accounts row's identity: one account holds both buckets of one currency. */
export interface AccountKey {
  owner: LedgerAccountsTable['owner'];
  userId: number;
  kind: LedgerAccountsTable['kind'];
  currency: string;
}

const accountColumns = ['id', 'owner', 'user_id', 'kind', 'currency', 'available', 'used'] as const;

type AccountRowShape = Pick<Selectable<LedgerAccountsTable>, (typeof accountColumns)[number]>;

const lockStatement = (forUpdate: boolean) =>
  preparedFamily<AccountRowShape>(
    (n) =>
      `select ${accountColumns.join(', ')} from ledger_accounts where ` +
      Array.from({ length: n }, () => '(owner = ? and user_id = ? and kind = ? and currency = ?)').join(' or ') +
      ` order by id${forUpdate ? ' for update' : ''}`,
  );
const lockSqlite = lockStatement(false);
const lockPg = lockStatement(true);

const setBalancesSql = preparedSql('update ledger_accounts set available = ?, used = ?, updated_at = ? where id = ?');
const insertTransactionSql = preparedSql<{ id: number }>(
  'insert into journal_transactions (kind, memo, user_id, idempotency_key, reference_type, reference_id, created_at) ' +
    'values (?, ?, ?, ?, ?, ?, ?) returning id',
);
const ENTRY_COLUMNS = [
  'tx_id',
  'account_id',
  'bucket',
  'amount',
  'currency',
  'balance_after',
  'fx_rate',
  'fx_from_currency',
  'fx_from_amount',
  'created_at',
] as const;

/** Accounts of one owner, kind and currency for many users, locked in id order on PostgreSQL. */
const lockManyStatement = (forUpdate: boolean) =>
  preparedFamily<AccountRowShape>(
    (n) =>
      `select ${accountColumns.join(', ')} from ledger_accounts where owner = ? and kind = ? and currency = ? and ` +
      `user_id in (${Array.from({ length: n }, () => '?').join(', ')}) order by id${forUpdate ? ' for update' : ''}`,
  );
const lockManySqlite = lockManyStatement(false);
const lockManyPg = lockManyStatement(true);

/**
 * New balances of many accounts in one statement (UPDATE … FROM a VALUES list, on both databases). PostgreSQL needs
 * the id typed; on SQLite a cast there makes the planner scan every account for each statement instead of looking
 * each one up by id.
 */
const setBalancesManyStatement = (castId: boolean) =>
  preparedFamily(
    (n) =>
      `with v(id, available, used) as (values ${Array.from({ length: n }, () => `(${castId ? 'cast(? as bigint)' : '?'}, ?, ?)`).join(', ')}) ` +
      'update ledger_accounts set available = v.available, used = v.used, updated_at = ? from v ' +
      'where ledger_accounts.id = v.id',
  );
const setBalancesManySqlite = setBalancesManyStatement(false);
const setBalancesManyPg = setBalancesManyStatement(true);

const insertEntriesSql = preparedFamily(
  (n) =>
    `insert into journal_entries (${ENTRY_COLUMNS.join(', ')}) values ` +
    Array.from({ length: n }, () => `(${ENTRY_COLUMNS.map(() => '?').join(', ')})`).join(', '),
);

export const ledgerRepo = {
  /** The accounts, locked in id order on PostgreSQL (so two posts never wait on each other in a cycle). */
  lockAccounts: async (db: Q, keys: AccountKey[]) =>
    (
      await (isPostgres(db) ? lockPg : lockSqlite)(keys.length)(
        db,
        keys.flatMap((k) => [k.owner, k.userId, k.kind, k.currency]),
      )
    ).rows,

  /**
   * The same as `lockAccounts` for many accounts (a large posting): statements per owner, kind and currency of up to
   * 1,000 users each, each locking in id order on PostgreSQL.
   */
  lockAccountsMany: async (db: Q, keys: AccountKey[]) => {
    const groups = new Map<string, { key: AccountKey; userIds: number[] }>();
    for (const k of keys) {
      const g = `${k.owner}:${k.kind}:${k.currency}`;
      const group = groups.get(g) ?? { key: k, userIds: [] };
      group.userIds.push(k.userId);
      groups.set(g, group);
    }
    const lock = isPostgres(db) ? lockManyPg : lockManySqlite;
    const rows: AccountRowShape[] = [];
    for (const { key, userIds } of groups.values()) {
      for (const ids of statementChunks(userIds)) {
        rows.push(...(await lock(ids.length)(db, [key.owner, key.kind, key.currency, ...ids])).rows);
      }
    }
    return rows;
  },

  openAccounts: async (db: Q, keys: AccountKey[], now: number) => {
    for (const part of statementChunks(keys)) {
      await db
        .insertInto('ledger_accounts')
        .values(
          part.map((k) => ({
            owner: k.owner,
            user_id: k.userId,
            kind: k.kind,
            currency: k.currency,
            available: '0',
            used: '0',
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['owner', 'user_id', 'kind', 'currency']).doNothing())
        .execute();
    }
  },

  setBalances: (db: Q, id: number, available: string, used: string, now: number) =>
    setBalancesSql(db, [available, used, now, id]),

  /** `setBalances` for many accounts, 1,000 to a statement. */
  setBalancesMany: async (db: Q, rows: readonly { id: number; available: string; used: string }[], now: number) => {
    const statement = isPostgres(db) ? setBalancesManyPg : setBalancesManySqlite;
    for (const part of statementChunks(rows)) {
      await statement(part.length)(db, [...part.flatMap((r) => [r.id, r.available, r.used]), now]);
    }
  },

  insertTransaction: async (db: Q, row: Insertable<JournalTransactionsTable>) => {
    const res = await insertTransactionSql(db, [
      row.kind,
      row.memo ?? '',
      row.user_id ?? 0,
      row.idempotency_key ?? null,
      row.reference_type ?? null,
      row.reference_id ?? null,
      row.created_at,
    ]);
    const id = res.rows[0]?.id;
    if (id === undefined) throw new Error('journal transaction was not stored');
    return Number(id);
  },

  insertEntries: async (db: Q, rows: Insertable<JournalEntriesTable>[]) => {
    for (const part of statementChunks(rows)) {
      const params: unknown[] = [];
      for (const r of part) for (const c of ENTRY_COLUMNS) params.push(r[c] ?? null);
      await insertEntriesSql(part.length)(db, params);
    }
  },

  userAccounts: (db: Q, userId: number) =>
    db
      .selectFrom('ledger_accounts')
      .select(accountColumns)
      .where('owner', '=', 'user')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),

  /** The accounts of several users at once (the trading loop's periodic margin check). */
  usersAccounts: (db: Q, userIds: readonly number[], kinds?: readonly string[]) =>
    db
      .selectFrom('ledger_accounts')
      .select(accountColumns)
      .where('owner', '=', 'user')
      .where('user_id', 'in', userIds)
      .$if(kinds !== undefined, (q) => q.where('kind', 'in', kinds as LedgerAccountsTable['kind'][]))
      .orderBy('id')
      .execute(),

  allAccounts: (db: Q) => db.selectFrom('ledger_accounts').select(accountColumns).orderBy('id').execute(),

  /** Every entry with its transaction's kind, in posting order. */
  allEntries: (db: Q) =>
    db
      .selectFrom('journal_entries as e')
      .innerJoin('journal_transactions as t', 't.id', 'e.tx_id')
      .select([
        'e.id',
        'e.tx_id',
        't.kind as tx_kind',
        'e.account_id',
        'e.bucket',
        'e.amount',
        'e.currency',
        'e.balance_after',
        'e.fx_rate',
        'e.fx_from_currency',
        'e.fx_from_amount',
      ])
      .orderBy('e.tx_id')
      .orderBy('e.id')
      .execute(),

  /** One bucket's entries on the given accounts, newest first. */
  entriesPage: (db: Q, accountIds: number[], bucket: Bucket, offset: number, limit: number) =>
    db
      .selectFrom('journal_entries as e')
      .innerJoin('journal_transactions as t', 't.id', 'e.tx_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select([
        'e.id',
        't.kind as tx_kind',
        'a.kind as account_kind',
        'e.amount',
        'e.currency',
        'e.balance_after',
        'e.created_at',
      ])
      .where('e.account_id', 'in', accountIds)
      .where('e.bucket', '=', bucket)
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),

  countEntries: async (db: Q, accountIds: number[], bucket: Bucket) =>
    Number(
      (
        await db
          .selectFrom('journal_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', 'in', accountIds)
          .where('bucket', '=', bucket)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** Amounts of the entries on a user's accounts in one currency whose transaction is of the given kinds. */
  userEntryAmounts: (
    db: Q,
    q: { userId: number; currency: string; txKinds: readonly JournalKind[]; from?: number; until?: number },
  ) =>
    db
      .selectFrom('journal_entries as e')
      .innerJoin('journal_transactions as t', 't.id', 'e.tx_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select('e.amount')
      .where('a.owner', '=', 'user')
      .where('a.user_id', '=', q.userId)
      .where('e.currency', '=', q.currency)
      .where('t.kind', 'in', q.txKinds)
      .$if(q.from !== undefined, (b) => b.where('e.created_at', '>=', q.from ?? 0))
      .$if(q.until !== undefined, (b) => b.where('e.created_at', '<', q.until ?? 0))
      .execute(),
};
