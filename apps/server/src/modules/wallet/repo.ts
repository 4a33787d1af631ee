import type { Insertable, Kysely, Selectable } from 'kysely';
import { preparedSql } from '../../db/prepared.ts';
import type { Database, TransfersTable } from '../../db/schema.ts';

type Q = Kysely<Database>;
type TransferStatus = TransfersTable['status'];

/** A user's transfers, of one status when given. */
function ofUser(db: Q, userId: number, status: TransferStatus | undefined) {
  const q = db.selectFrom('transfers').where('user_id', '=', userId);
  return status === undefined ? q : q.where('status', '=', status);
}

// The statements every transfer (and the due sweep) runs, prepared once (see db/prepared.ts).
const insertTransferSql = preparedSql<{ id: number }>(
  'insert into transfers (user_id, from_kind, to_kind, amount, currency, status, created_at, settle_at, cancelled_at) ' +
    'values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id',
);
// status = 'pending' is written literally so that both use the partial index transfers_pending.
const userDueSql = preparedSql<{ id: number }>(
  "select id from transfers where status = 'pending' and settle_at <= ? and user_id = ? order by id limit ?",
);
const allDueSql = preparedSql<{ id: number }>(
  "select id from transfers where status = 'pending' and settle_at <= ? order by id limit ?",
);

export const walletRepo = {
  insertTransfer: async (db: Q, row: Insertable<TransfersTable>): Promise<Selectable<TransfersTable>> => {
    const values = [
      row.user_id,
      row.from_kind,
      row.to_kind,
      row.amount,
      row.currency,
      row.status,
      row.created_at,
      row.settle_at,
      row.cancelled_at ?? null,
    ];
    const id = (await insertTransferSql(db, values)).rows[0]?.id;
    if (id === undefined) throw new Error('transfer was not stored');
    return { ...row, id: Number(id), cancelled_at: row.cancelled_at ?? null };
  },

  findTransfer: (db: Q, userId: number, id: number) =>
    db.selectFrom('transfers').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

  /** Marks a due pending transfer completed; undefined when another run (or a cancel) got there first. */
  completeDue: (db: Q, id: number, now: number) =>
    db
      .updateTable('transfers')
      .set({ status: 'completed' })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('settle_at', '<=', now)
      .returningAll()
      .executeTakeFirst(),

  /** Cancels the user's transfer if it is still pending and not yet due; undefined otherwise. */
  cancelPending: (db: Q, userId: number, id: number, now: number) =>
    db
      .updateTable('transfers')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('settle_at', '>', now)
      .returningAll()
      .executeTakeFirst(),

  dueTransferIds: async (db: Q, now: number, userId: number | undefined, limit: number) =>
    (userId !== undefined ? await userDueSql(db, [now, userId, limit]) : await allDueSql(db, [now, limit])).rows.map(
      (r) => Number(r.id),
    ),

  listTransfers: (db: Q, userId: number, status: TransferStatus | undefined, offset: number, limit: number) =>
    ofUser(db, userId, status).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),

  countTransfers: async (db: Q, userId: number, status: TransferStatus | undefined) =>
    Number(
      (
        await ofUser(db, userId, status)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
};
