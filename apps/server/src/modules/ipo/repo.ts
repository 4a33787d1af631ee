import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import { preparedFamily, statementChunks } from '../../db/prepared.ts';
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

/** Won and not listed yet, written as the partial index `ipo_subscriptions_awaiting_listing` names it. */
const awaitingListing = sql<boolean>`status = 'won' and listed_at is null`;

/**
 * The draw's results as UPDATE … FROM a VALUES list. PostgreSQL needs the numbers typed; on SQLite a cast on the id
 * would keep the planner from looking each row up by id.
 */
const setResultsStatement = (pg: boolean) =>
  preparedFamily(
    (n) =>
      `with v(id, status, won_quantity, paid, charged_fee, refund) as (values ${Array.from({ length: n }, () =>
        pg ? '(cast(? as bigint), ?, cast(? as bigint), ?, ?, ?)' : '(?, ?, ?, ?, ?, ?)',
      ).join(', ')}) ` +
      'update ipo_subscriptions set status = v.status, won_quantity = v.won_quantity, paid = v.paid, ' +
      'charged_fee = v.charged_fee, refund = v.refund, drawn_at = ?, updated_at = ? from v ' +
      'where ipo_subscriptions.id = v.id',
  );
const setResultsSqlite = setResultsStatement(false);
const setResultsPg = setResultsStatement(true);

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

  /**
   * The applications of an offering's ballot after `afterId`, in id order, at most `limit`: every subscription not
   * cancelled, so that a draw resumed after a crash runs over the same list (settling only turns pending into won or
   * lost, and nothing can subscribe or cancel once the draw is claimed: `lockOffering`).
   */
  ballotPage: (db: Q, symbol: string, afterId: number, limit: number) =>
    db
      .selectFrom('ipo_subscriptions')
      .select(['id', 'quantity', 'lot_size'])
      .where('symbol', '=', symbol)
      .where('id', '>', afterId)
      .where('status', '<>', 'cancelled')
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** The offering's subscriptions with ids from `first` to `last` not settled yet, locked on PostgreSQL. */
  pendingBetween: (db: Q, symbol: string, first: number, last: number) =>
    db
      .selectFrom('ipo_subscriptions')
      .select(['id', 'user_id', 'quantity', 'lot_size', 'amount', 'fee', 'fx_rate'])
      .where('symbol', '=', symbol)
      .where('id', '>=', first)
      .where('id', '<=', last)
      .where('status', '=', 'pending')
      .orderBy('id')
      .$if(isPostgres(db), (q) => q.forUpdate())
      .execute(),

  /** Won subscriptions of an offering whose holding is not open yet. */
  unlistedOfOffering: (db: Q, symbol: string) =>
    db
      .selectFrom('ipo_subscriptions')
      .select('id')
      .where('symbol', '=', symbol)
      .where(awaitingListing)
      .orderBy('id')
      .execute(),

  /** Writes the draw's results in id order, many rows to a statement. */
  setDrawResults: async (db: Q, results: readonly DrawResultRow[], now: number) => {
    const statement = isPostgres(db) ? setResultsPg : setResultsSqlite;
    const sorted = [...results].sort((a, b) => a.id - b.id);
    for (const part of statementChunks(sorted)) {
      const params: unknown[] = [];
      for (const r of part) params.push(r.id, r.status, r.wonQuantity, r.paid, r.chargedFee, r.refund);
      params.push(now, now);
      await statement(part.length)(db, params);
    }
  },

  /**
   * PostgreSQL: the offering's draw lock, held to the end of the transaction. Subscribing and cancelling take it
   * shared before they look for the draw, the draw's claim alone, so neither can commit between the claim and the
   * draw's read of its applications (under READ COMMITTED they could have: a subscription left pending for good, a
   * cancelled one allotted). SQLite's single writer already serialises them.
   */
  lockOffering: async (db: Q, symbol: string, mode: 'shared' | 'alone') => {
    if (!isPostgres(db)) return;
    const fn = sql.raw(mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock');
    await sql`select ${fn}(hashtext('ipo-draw'), hashtext(${symbol}))`.execute(db);
  },

  drawOf: (db: Q, symbol: string) =>
    db.selectFrom('ipo_draws').selectAll().where('symbol', '=', symbol).executeTakeFirst(),

  /**
   * Every drawn offering, with when its applications were all settled and when its notices were all delivered (each
   * null until then).
   */
  drawnSymbols: (db: Q) => db.selectFrom('ipo_draws').select(['symbol', 'settled_at', 'notified_at']).execute(),

  /** The drawn subscriptions of an offering (won or lost) after `afterId`, in id order, at most `limit`. */
  drawnOfOffering: (db: Q, symbol: string, afterId: number, limit: number) =>
    db
      .selectFrom('ipo_subscriptions')
      .select(['id', 'user_id', 'status', 'won_quantity', 'refund'])
      .where('symbol', '=', symbol)
      .where('id', '>', afterId)
      .where('status', 'in', ['won', 'lost'])
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Offerings with a won subscription whose holding is not open yet. */
  symbolsAwaitingListing: async (db: Q) =>
    (await db.selectFrom('ipo_subscriptions').select('symbol').distinct().where(awaitingListing).execute()).map(
      (r) => r.symbol,
    ),

  insertDraw: (db: Q, row: Insertable<IpoDrawsTable>) =>
    db.insertInto('ipo_draws').values(row).returningAll().executeTakeFirstOrThrow(),

  updateDraw: (db: Q, id: number, set: Partial<Insertable<IpoDrawsTable>>) =>
    db.updateTable('ipo_draws').set(set).where('id', '=', id).execute(),
};
