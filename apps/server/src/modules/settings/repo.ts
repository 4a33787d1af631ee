import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The settings staff changed (modules/settings): one row per setting, none for a setting at its default. */
export const settingsRepo = {
  all: (db: Db) => db.selectFrom('settings').selectAll().orderBy('key').execute(),

  one: (db: Db, key: string) => db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst(),

  /** Sets the value in force; answers the row's id. */
  async put(db: Db, key: string, value: string, by: number, at: number): Promise<number> {
    const row = await db
      .insertInto('settings')
      .values({ key, value, updated_by: by, updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: by, updated_at: at }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  remove: (db: Db, key: string) => db.deleteFrom('settings').where('key', '=', key).execute(),
};
