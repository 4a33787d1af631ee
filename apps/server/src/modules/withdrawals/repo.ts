import type { Insertable, Kysely } from 'kysely';
import type { Database, WithdrawalsTable } from '../../db/schema.ts';
import { reviewedRepo } from '../../platform/reviewed-repo.ts';

type Q = Kysely<Database>;

export const withdrawalsRepo = {
  ...reviewedRepo('withdrawals'),

  insert: (db: Q, row: Insertable<WithdrawalsTable>) =>
    db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow(),
};
