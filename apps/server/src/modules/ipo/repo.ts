import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database, IpoDrawsTable, IpoSubscriptionsTable } from '../../db/schema.ts';

type Q = Kysely<Database>;
export type SubscriptionRow = Selectable<IpoSubscriptionsTable>;

export interface DrawResultRow {
  id: number;
  status: 'won' | 'lost';
  wonQuantity: number;
  paid: string;
  chargedFee: string;
  refund: string;
}

/** Ids per UPDATE of the draw's results (well under both databases' parameter limits). */
const RESULT_CHUNK = 5000;

export const ipoRepo = {
  insert: (db: Q, row: Insertable<IpoSubscriptionsTable>) =>
    db.insertInto('ipo_subscriptions').values(row).returningAll().executeTakeFirstOrThrow(),

  /** The user's live (not cancelled) subscription to an offering. */
  liveOf: (db: Q, userId: number, symbol: string) =>
    db
      .selectFrom('ipo_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('symbol', '=', symbol)
      .where('status', '<>', 'cancelled')
      .executeTakeFirst(),

  /** One subscription, locked on PostgreSQL (SQLite's writer already serialises); only the user's when `userId`. */
  lock: (db: Q, id: number, userId?: number) =>
    db
      .selectFrom('ipo_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
      .$if(isPostgres(db), (q) => q.forUpdate())
      .executeTakeFirst(),

  update: (db: Q, id: number, set: Partial<Insertable<IpoSubscriptionsTable>>) =>
    db.updateTable('ipo_subscriptions').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

  page: async (db: Q, userId: number, offset: number, limit: number) => {
    const base = db.selectFrom('ipo_subscriptions').where('user_id', '=', userId).where('status', '<>', 'cancelled');
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** The subscriptions the draw of an offering settles, in id order (the ballot's order). */
  pendingOfOffering: (db: Q, symbol: string) =>
    db
      .selectFrom('ipo_subscriptions')
      .select(['id', 'user_id', 'quantity', 'lot_size', 'amount', 'fee', 'fx_rate'])
      .where('symbol', '=', symbol)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute(),

  /** Won subscriptions of an offering whose holding is not open yet. */
  unlistedOfOffering: (db: Q, symbol: string) =>
    db
      .selectFrom('ipo_subscriptions')
      .select('id')
      .where('symbol', '=', symbol)
      .where('status', '=', 'won')
      .where('listed_at', 'is', null)
      .orderBy('id')
      .execute(),

  /** Writes the draw's results: rows with the same result in one statement each (by id, many ids at a time). */
  setDrawResults: async (db: Q, results: readonly DrawResultRow[], now: number) => {
    const alike = new Map<string, { set: Omit<DrawResultRow, 'id'>; ids: number[] }>();
    for (const { id, ...set } of results) {
      const key = `${set.status}|${set.wonQuantity}|${set.paid}|${set.chargedFee}|${set.refund}`;
      const group = alike.get(key) ?? { set, ids: [] };
      group.ids.push(id);
      alike.set(key, group);
    }
    for (const { set, ids } of alike.values()) {
      for (let i = 0; i < ids.length; i += RESULT_CHUNK) {
        await db
          .updateTable('ipo_subscriptions')
          .set({
            status: set.status,
            won_quantity: set.wonQuantity,
            paid: set.paid,
            charged_fee: set.chargedFee,
            refund: set.refund,
            drawn_at: now,
            updated_at: now,
          })
          .where('id', 'in', ids.slice(i, i + RESULT_CHUNK))
          .execute();
      }
    }
  },

  drawOf: (db: Q, symbol: string) =>
    db.selectFrom('ipo_draws').selectAll().where('symbol', '=', symbol).executeTakeFirst(),

  drawnSymbols: async (db: Q) => (await db.selectFrom('ipo_draws').select('symbol').execute()).map((r) => r.symbol),

  /** Offerings with a won subscription whose holding is not open yet. */
  symbolsAwaitingListing: async (db: Q) =>
    (
      await db
        .selectFrom('ipo_subscriptions')
        .select('symbol')
        .distinct()
        .where('status', '=', 'won')
        .where('listed_at', 'is', null)
        .execute()
    ).map((r) => r.symbol),

  insertDraw: (db: Q, row: Insertable<IpoDrawsTable>) =>
    db.insertInto('ipo_draws').values(row).returning('id').executeTakeFirstOrThrow(),

  updateDraw: (db: Q, id: number, set: Partial<Insertable<IpoDrawsTable>>) =>
    db.updateTable('ipo_draws').set(set).where('id', '=', id).execute(),
};
