import type { Insertable, Kysely } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database, JournalEntriesTable, JournalTransactionsTable } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** A ledger_accounts row's identity: one account holds both buckets of one currency. */
export interface AccountKey {
  owner: 'user' | 'house';
  userId: number;
  kind: string;
  currency: string;
}

const accountColumns = ['id', 'owner', 'user_id', 'kind', 'currency', 'available', 'used'] as const;

export const ledgerRepo = {
  /** The accounts, locked in id order on PostgreSQL (so two posts never wait on each other in a cycle). */
  lockAccounts: (db: Q, keys: AccountKey[]) =>
    db
      .selectFrom('ledger_accounts')
      .select(accountColumns)
      .where((eb) =>
        eb.or(
          keys.map((k) =>
            eb.and([
              eb('owner', '=', k.owner),
              eb('user_id', '=', k.userId),
              eb('kind', '=', k.kind),
              eb('currency', '=', k.currency),
            ]),
          ),
        ),
      )
      .orderBy('id')
      .$if(isPostgres(db), (q) => q.forUpdate())
      .execute(),

  openAccounts: (db: Q, keys: AccountKey[], now: number) =>
    db
      .insertInto('ledger_accounts')
      .values(
        keys.map((k) => ({
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
      .execute(),

  setBalances: (db: Q, id: number, available: string, used: string, now: number) =>
    db.updateTable('ledger_accounts').set({ available, used, updated_at: now }).where('id', '=', id).execute(),

  insertTransaction: async (db: Q, row: Insertable<JournalTransactionsTable>) =>
    (await db.insertInto('journal_transactions').values(row).returning('id').executeTakeFirstOrThrow()).id,

  insertEntries: (db: Q, rows: Insertable<JournalEntriesTable>[]) =>
    db.insertInto('journal_entries').values(rows).execute(),

  userAccounts: (db: Q, userId: number) =>
    db
      .selectFrom('ledger_accounts')
      .select(accountColumns)
      .where('owner', '=', 'user')
      .where('user_id', '=', userId)
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
  entriesPage: (db: Q, accountIds: number[], bucket: string, offset: number, limit: number) =>
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

  countEntries: async (db: Q, accountIds: number[], bucket: string) =>
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
    q: { userId: number; currency: string; txKinds: readonly string[]; from?: number; until?: number },
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
