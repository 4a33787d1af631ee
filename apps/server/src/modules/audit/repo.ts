import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const auditRepo = {
  insert: (db: Q, row: Insertable<AuditLogTable>) => db.insertInto('audit_log').values(row).execute(),

  forTarget: (db: Q, targetType: string, targetId: number) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .orderBy('id')
      .execute(),
};
