import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const uploadsRepo = {
  insert: (
    db: Q,
    row: { user_id: number; stored_name: string; mime: string; size: number; sha256: string; now: number },
  ) =>
    db
      .insertInto('uploads')
      .values({
        user_id: row.user_id,
        stored_name: row.stored_name,
        mime: row.mime,
        size: row.size,
        sha256: row.sha256,
        created_at: row.now,
      })
      .execute(),

  findByName: (db: Q, storedName: string) =>
    db.selectFrom('uploads').selectAll().where('stored_name', '=', storedName).executeTakeFirst(),
};
