import type { Insertable, Kysely } from 'kysely';
import type { Database, KycApplicationsTable } from '../../db/schema.ts';
import { reviewedRepo } from '../../platform/reviewed-repo.ts';

type Q = Kysely<Database>;

export const kycRepo = {
  ...reviewedRepo('kyc_applications'),

  insert: (db: Q, row: Insertable<KycApplicationsTable>) =>
    db.insertInto('kyc_applications').values(row).returningAll().executeTakeFirstOrThrow(),

  /** The user's latest submission (the one that decides their status). */
  latest: (db: Q, userId: number) =>
    db
      .selectFrom('kyc_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Whether another account is already verified with this document. */
  documentVerifiedElsewhere: async (
    db: Q,
    doc: Pick<KycApplicationsTable, 'country' | 'doc_type' | 'id_number'>,
    userId: number,
  ) =>
    (await db
      .selectFrom('kyc_applications')
      .select('id')
      .where('country', '=', doc.country)
      .where('doc_type', '=', doc.doc_type)
      .where('id_number', '=', doc.id_number)
      .where('status', '=', 3)
      .where('user_id', '<>', userId)
      .executeTakeFirst()) !== undefined,

  find: (db: Q, id: number) => db.selectFrom('kyc_applications').selectAll().where('id', '=', id).executeTakeFirst(),
};
