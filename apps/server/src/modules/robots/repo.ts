import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import type { RobotRentalsTable } from '../../db/schema.ts';

export type RentalRow = Selectable<RobotRentalsTable>;

export const rentalsRepo = {
  insert: (db: Db, row: Insertable<RobotRentalsTable>) =>
    db.insertInto('robot_rentals').values(row).returningAll().executeTakeFirstOrThrow(),

  findOwned: (db: Db, userId: number, id: number) =>
    db.selectFrom('robot_rentals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

  /** The strategy accounts of the user's rentals not yet settled (their money is still the user's). */
  unsettledAccounts: (db: Db, userId: number) =>
    db
      .selectFrom('robot_rentals')
      .select('strategy_user_id')
      .where('user_id', '=', userId)
      .where('state', '!=', 'settled')
      .execute(),

  byId: (db: Db, id: number) => db.selectFrom('robot_rentals').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The rental, locked until the transaction ends (PostgreSQL; SQLite's writer already serialises). */
  lock: (db: Db, id: number) =>
    db
      .selectFrom('robot_rentals')
      .selectAll()
      .where('id', '=', id)
      .$if(isPostgres(db), (q) => q.forUpdate())
      .executeTakeFirst(),

  list: (db: Db, userId: number, offset: number, limit: number) =>
    db
      .selectFrom('robot_rentals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),

  count: async (db: Db, userId: number) => {
    const row = await db
      .selectFrom('robot_rentals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Rentals whose period is over and that are not settled yet, by id after `afterId` (a sweep pages through all). */
  due: (db: Db, now: number, afterId: number, limit: number) =>
    db
      .selectFrom('robot_rentals')
      .select('id')
      .where('state', 'in', ['active', 'ending'])
      .where('ends_at', '<=', now)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Moves a rental on only from the state it is expected in: answers undefined when another got there first. */
  update: (db: Db, id: number, from: RentalRow['state'], set: Updateable<RobotRentalsTable>) =>
    db
      .updateTable('robot_rentals')
      .set(set)
      .where('id', '=', id)
      .where('state', '=', from)
      .returningAll()
      .executeTakeFirst(),
};
