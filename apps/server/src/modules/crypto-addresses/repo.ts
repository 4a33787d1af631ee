import type { Insertable, Kysely } from 'kysely';
import type { CryptoAddressesTable, Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const cryptoAddressesRepo = {
  list: (db: Q, userId: number) =>
    db.selectFrom('crypto_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

  count: async (db: Q, userId: number) =>
    Number(
      (
        await db
          .selectFrom('crypto_addresses')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  exists: async (db: Q, row: Pick<CryptoAddressesTable, 'user_id' | 'currency' | 'network' | 'address'>) =>
    (await db
      .selectFrom('crypto_addresses')
      .select('id')
      .where('user_id', '=', row.user_id)
      .where('currency', '=', row.currency)
      .where('network', '=', row.network)
      .where('address', '=', row.address)
      .executeTakeFirst()) !== undefined,

  insert: (db: Q, row: Insertable<CryptoAddressesTable>) =>
    db.insertInto('crypto_addresses').values(row).returningAll().executeTakeFirstOrThrow(),

  remove: async (db: Q, userId: number, id: number) =>
    Number(
      (await db.deleteFrom('crypto_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst())
        .numDeletedRows,
    ),
};
