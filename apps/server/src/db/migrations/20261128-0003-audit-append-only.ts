import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * The audit log is append-only in the database, as the journal is (20261120-0002-ledger): an UPDATE or DELETE of an
 * audit row is refused whoever sends it, so a staff action's record cannot be changed or removed afterwards. No code
 * path updates or deletes audit rows (there is no retention job); they are only inserted, in the action's transaction.
 */
export async function up(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`create function audit_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete']) {
    await sql`create trigger ${sql.id(`audit_log_no_${op}`)} before ${sql.raw(op)} on audit_log
      begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`drop trigger if exists audit_log_append_only on audit_log`.execute(db);
    await sql`drop function if exists audit_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete']) await sql`drop trigger if exists ${sql.id(`audit_log_no_${op}`)}`.execute(db);
}
