import { type Kysely, sql } from 'kysely';

/**
 * The back office (docs/decisions.md, "Back office: roles, second factor, four eyes"): a staff account's role, the
 * authenticator (TOTP) of an account, sealed, with its replay and lock-out state, and whether a session passed the
 * second factor. The staff accounts there are become admins.
 */
export async function up(db: Kysely<unknown>) {
  const users = () => db.schema.alterTable('users');
  await users()
    .addColumn('staff_role', 'text', (c) =>
      c.check(sql`staff_role in ('admin', 'finance', 'compliance', 'support', 'content')`),
    )
    .execute();
  // The sealed base32 secret; it counts once `totp_enabled_at` is set (before that it is an enrolment in progress).
  await users().addColumn('totp_secret', 'text').execute();
  await users().addColumn('totp_enabled_at', 'bigint').execute();
  // The last time step a code was accepted for: a code of that step or an earlier one is a replay.
  await users()
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await users()
    .addColumn('totp_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await users()
    .addColumn('totp_locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'bigint').execute();
  await sql`update users set staff_role = 'admin' where role = 'staff'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
  for (const c of ['totp_locked_until', 'totp_failures', 'totp_last_step', 'totp_enabled_at', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(c).execute();
  }
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
