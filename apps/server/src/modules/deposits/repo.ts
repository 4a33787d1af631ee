import type { Insertable, Kysely } from 'kysely';
import type { Database, DepositsTable } from '../../db/schema.ts';
import { reviewedRepo } from '../../platform/reviewed-repo.ts';

type Q = Kysely<Database>;

export const depositsRepo = {
  ...reviewedRepo('deposits'),

  insert: (db: Q, row: Insertable<DepositsTable>) =>
    db.insertInto('deposits').values(row).returningAll().executeTakeFirstOrThrow(),

  txHashTaken: async (db: Q, txHash: string) =>
    (await db.selectFrom('deposits').select('id').where('tx_hash', '=', txHash).executeTakeFirst()) !== undefined,

  referenceTaken: async (db: Q, code: string) =>
    (await db.selectFrom('deposits').select('id').where('reference_code', '=', code).executeTakeFirst()) !== undefined,
};
