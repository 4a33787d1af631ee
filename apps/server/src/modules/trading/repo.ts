import type { Market, OrderStatus, TradingAccount } from '@bourse/contract';
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import { preparedInsert, preparedSql } from '../../db/prepared.ts';
import type { Database, PositionsTable, TradeFillsTable, TradeOrdersTable } from '../../db/schema.ts';
import { HELD_COLUMNS } from './valuation.ts';

type Q = Kysely<Database>;
export type OrderRow = Selectable<TradeOrdersTable>;
export type PositionRow = Selectable<PositionsTable>;
export type FillRow = Selectable<TradeFillsTable>;

const RESTING: OrderStatus = 0;

// The inserts of an order's fill, run for every order placed: prepared, not built by the query builder each time.
const insertOrderSql = preparedInsert<TradeOrdersTable, OrderRow>('trade_orders', {
  user_id: true,
  account: true,
  market: true,
  code: true,
  direction: true,
  order_type: true,
  status: true,
  cancel_reason: true,
  time_in_force: true,
  leverage: true,
  margin_mode: true,
  quantity: true,
  limit_price: true,
  reserved_margin: true,
  reserved_fee: true,
  fill_price: true,
  position_id: true,
  stop_loss: true,
  take_profit: true,
  trailing_type: true,
  trailing_value: true,
  created_at: true,
  expires_at: true,
  finished_at: true,
});
const insertPositionSql = preparedInsert<PositionsTable, PositionRow>('positions', {
  user_id: true,
  account: true,
  market: true,
  code: true,
  direction: true,
  margin_mode: true,
  leverage: true,
  quantity: true,
  entry_price: true,
  market_entry_price: true,
  contract_size: true,
  currency: true,
  margin: true,
  open_fee: true,
  status: true,
  stop_loss: true,
  take_profit: true,
  trailing_type: true,
  trailing_value: true,
  trailing_best: true,
  order_id: true,
  opened_at: true,
  financed_to: true,
  closed_at: true,
  locked_until: true,
});
const insertFillSql = preparedInsert<TradeFillsTable, FillRow>('trade_fills', {
  user_id: true,
  account: true,
  position_id: true,
  order_id: true,
  market: true,
  code: true,
  direction: true,
  open_close: true,
  price: true,
  entry_price: true,
  quantity: true,
  total: true,
  fee: true,
  profit: true,
  write_off: true,
  reason: true,
  created_at: true,
});
const linkPositionSql = preparedSql('update trade_orders set position_id = ? where id = ?');

export type HeldPositionRow = Pick<PositionRow, (typeof HELD_COLUMNS)[number]>;
/** Where the financing sweep has read to: the last position of its previous page. */
export type FinancingCursor = Pick<PositionRow, 'id' | 'financed_to'>;

// Literal, not bound: a bound status would not match the partial indexes of open positions on SQLite (migration
// 20261129-0001), and the leader's sweeps would read every position ever held.
const isOpen = sql<boolean>`status = 'open'`;
const isOpenCross = sql<boolean>`status = 'open' and margin_mode = 1`;
// Literal too: the book's indexes (by instrument, by id) hold resting orders only (migration 20261206-0001).
const isResting = sql<boolean>`status = ${sql.lit(RESTING)}`;

const openOfAccountSql = preparedSql<PositionRow>(
  "select * from positions where user_id = ? and account = ? and status = 'open' order by id",
);
const heldOfAccountSql = preparedSql<HeldPositionRow>(
  `select ${HELD_COLUMNS.join(', ')} from positions where user_id = ? and account = ? and status = 'open' order by id`,
);

/** Rows of one user, newest first, optionally narrowed; with the total for paging. */
interface PageQuery {
  userId: number;
  account?: TradingAccount | undefined;
  offset: number;
  limit: number;
}

export const tradingRepo = {
  insertOrder: (db: Q, row: Omit<OrderRow, 'id'>): Promise<OrderRow> => insertOrderSql(db, row),

  /** Names the position an order opened (the order is written first: the position names its order). */
  linkPosition: async (db: Q, order: OrderRow, positionId: number): Promise<OrderRow> => {
    await linkPositionSql(db, [positionId, order.id]);
    return { ...order, position_id: positionId };
  },

  /**
   * Takes a resting order out of the book (to fill or cancel it): undefined when it is no longer resting, so two
   * nodes or a cancel racing a fill settle on one outcome.
   */
  finishResting: (db: Q, id: number, set: Updateable<TradeOrdersTable>) =>
    db.updateTable('trade_orders').set(set).where('id', '=', id).where(isResting).returningAll().executeTakeFirst(),

  /**
   * An order read in order to change it (of one user, or any): locked until the transaction ends (PostgreSQL
   * `FOR UPDATE`; SQLite's writer already serialises), so a cancel racing a fill reads what the other left.
   */
  lockOrder: (db: Q, id: number, userId?: number) =>
    db
      .selectFrom('trade_orders')
      .selectAll()
      .where('id', '=', id)
      .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
      .$if(isPostgres(db), (q) => q.forUpdate())
      .executeTakeFirst(),

  orderById: (db: Q, id: number) => db.selectFrom('trade_orders').selectAll().where('id', '=', id).executeTakeFirst(),

  restingPage: async (db: Q, q: PageQuery) => {
    let base = db.selectFrom('trade_orders').where('user_id', '=', q.userId).where(isResting);
    if (q.account) base = base.where('account', '=', q.account);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** Every resting order of the book, or of one instrument. */
  allResting: (db: Q, instrument?: { market: Market; code: string }) => {
    let q = db.selectFrom('trade_orders').selectAll().where(isResting);
    if (instrument) q = q.where('market', '=', instrument.market).where('code', '=', instrument.code);
    return q.orderBy('id').execute();
  },

  /** Resting orders past their expiry, by id, after `afterId` (a sweep pages past those it could not cancel). */
  expiredIds: async (db: Q, now: number, afterId: number, limit: number) =>
    (
      await db
        .selectFrom('trade_orders')
        .select('id')
        .where(isResting)
        .where('expires_at', '<=', now)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute()
    ).map((r) => r.id),

  /** The user's resting orders in one account (cancelled when a stop-out needs the margin they hold). */
  restingOfAccount: (db: Q, userId: number, account: TradingAccount) =>
    db
      .selectFrom('trade_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('account', '=', account)
      .where(isResting)
      .orderBy('id')
      .execute(),

  insertPosition: (db: Q, row: Omit<PositionRow, 'id'>): Promise<PositionRow> => insertPositionSql(db, row),

  /** Updates an open position; undefined when it is no longer open (closed meanwhile by someone else). */
  updateOpenPosition: (db: Q, id: number, set: Updateable<PositionsTable>) =>
    db
      .updateTable('positions')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst(),

  /**
   * A position read in order to change it (close, add margin, financing): locked until the transaction ends, so two
   * closes of one position never both start from the same quantity and margin.
   */
  lockPosition: (db: Q, id: number, userId?: number) =>
    db
      .selectFrom('positions')
      .selectAll()
      .where('id', '=', id)
      .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as number))
      .$if(isPostgres(db), (q) => q.forUpdate())
      .executeTakeFirst(),

  positionById: (db: Q, id: number) => db.selectFrom('positions').selectAll().where('id', '=', id).executeTakeFirst(),

  openPositionsPage: async (
    db: Q,
    q: PageQuery & { instrument?: { market?: Market | undefined; code: string } | undefined },
  ) => {
    let base = db.selectFrom('positions').where('user_id', '=', q.userId).where('status', '=', 'open');
    if (q.account) base = base.where('account', '=', q.account);
    if (q.instrument) {
      base = base.where('code', '=', q.instrument.code);
      if (q.instrument.market) base = base.where('market', '=', q.instrument.market);
    }
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** One account's open positions (read under the order's lock to value the account): prepared, like the inserts. */
  openOfAccount: async (db: Q, userId: number, account: TradingAccount): Promise<PositionRow[]> =>
    (await openOfAccountSql(db, [userId, account])).rows,

  /** As `openOfAccount`, only what valuing the account needs (an order's margin check, the trigger loop's refresh). */
  heldOfAccount: async (db: Q, userId: number, account: TradingAccount): Promise<HeldPositionRow[]> =>
    (await heldOfAccountSql(db, [userId, account])).rows,

  /** Every open position, or those of one instrument. */
  allOpen: (db: Q, instrument?: { market: Market; code: string }) => {
    let q = db.selectFrom('positions').selectAll().where(isOpen);
    if (instrument) q = q.where('market', '=', instrument.market).where('code', '=', instrument.code);
    return q.orderBy('id').execute();
  },

  /**
   * Open cross positions of the users after `afterUserId`, by user (the leader's periodic margin check reads every
   * cross account a page at a time, so no one read holds the database for long): at most `limit` rows, so the last
   * user's may be cut short.
   */
  openCrossAfterUser: (db: Q, afterUserId: number, limit: number) =>
    db
      .selectFrom('positions')
      .select(HELD_COLUMNS)
      .where('user_id', '>', afterUserId)
      .where(isOpenCross)
      // The index positions_open_cross's order, so no sort.
      .orderBy('user_id')
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** One user's open cross positions (every account). */
  openCrossOfUser: (db: Q, userId: number) =>
    db
      .selectFrom('positions')
      .select(HELD_COLUMNS)
      .where('user_id', '=', userId)
      .where(isOpenCross)
      .orderBy('id')
      .execute(),

  /** Several users' open cross positions (every account), by user. */
  openCrossOfUsers: (db: Q, userIds: readonly number[]) =>
    db
      .selectFrom('positions')
      .select(HELD_COLUMNS)
      .where('user_id', 'in', userIds)
      .where(isOpenCross)
      .orderBy('user_id')
      .orderBy('id')
      .execute(),

  /** Open positions that have not paid financing for the cut-off at `cutoff`. */
  /**
   * Open positions opened and last financed before `cutoff`, in the order of the index positions_unfinanced, after
   * `after` (a sweep pages past the positions it could not charge, or it would read them again and again).
   */
  unfinanced: (db: Q, cutoff: number, after: FinancingCursor | undefined, limit: number) =>
    db
      .selectFrom('positions')
      .select(['id', 'financed_to'])
      .where(isOpen)
      .where('financed_to', '<', cutoff)
      .where('opened_at', '<', cutoff)
      .$if(after !== undefined, (q) =>
        q.where((eb) => eb(eb.refTuple('financed_to', 'id'), '>', eb.tuple(after?.financed_to ?? 0, after?.id ?? 0))),
      )
      // The index positions_unfinanced's order: nothing to sort, and none of the positions already charged is read.
      .orderBy('financed_to')
      .orderBy('id')
      .limit(limit)
      .execute(),

  newestOpenByStock: (db: Q, userId: number, code: string, direction: 0 | 1, market?: Market) => {
    let q = db
      .selectFrom('positions')
      .select(['id', 'quantity', 'margin_mode'])
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .where('code', '=', code)
      .where('direction', '=', direction);
    if (market) q = q.where('market', '=', market);
    return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  insertFill: (db: Q, row: Omit<FillRow, 'id'>): Promise<FillRow> => insertFillSql(db, row),

  fillsPage: async (db: Q, q: PageQuery & { openClose?: 0 | 1 | undefined }) => {
    let base = db.selectFrom('trade_fills').where('user_id', '=', q.userId);
    if (q.openClose !== undefined) base = base.where('open_close', '=', q.openClose);
    if (q.account) base = base.where('account', '=', q.account);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** The USD totals of a user's fills in [from, until). */
  fillTotals: async (db: Q, userId: number, from: number, until: number): Promise<string[]> =>
    (
      await db
        .selectFrom('trade_fills')
        .select('total')
        .where('user_id', '=', userId)
        .where('created_at', '>=', from)
        .where('created_at', '<', until)
        .execute()
    ).map((r) => r.total),
};
