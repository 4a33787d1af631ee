import type { Market } from '@bourse/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database, WatchlistEntriesTable } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const watchlistRepo = {
  /** Newest first. */
  list: (db: Q, userId: number) =>
    db
      .selectFrom('watchlist_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  find: (db: Q, userId: number, market: Market, code: string) =>
    db
      .selectFrom('watchlist_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where('market', '=', market)
      .where('code', '=', code)
      .executeTakeFirst(),

  count: async (db: Q, userId: number) =>
    Number(
      (
        await db
          .selectFrom('watchlist_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  insert: (db: Q, row: Insertable<WatchlistEntriesTable>) =>
    db.insertInto('watchlist_entries').values(row).returning('id').executeTakeFirstOrThrow(),

  removeById: async (db: Q, userId: number, id: number) =>
    Number(
      (await db.deleteFrom('watchlist_entries').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst())
        .numDeletedRows,
    ),

  removeByCode: async (db: Q, userId: number, code: string, market: Market | undefined) => {
    let q = db.deleteFrom('watchlist_entries').where('user_id', '=', userId).where('code', '=', code);
    if (market !== undefined) q = q.where('market', '=', market);
    return Number((await q.executeTakeFirst()).numDeletedRows);
  },
};
