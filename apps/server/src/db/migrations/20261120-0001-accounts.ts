import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('user_login_id', 'text', (c) => c.notNull())
    .addColumn('login_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_photo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pay_password_hash', 'text')
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'bigint')
    .addColumn('kyc_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'revoked_at']).execute();

  await withId(db, db.schema.createTable('email_codes'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('email_codes_lookup')
    .on('email_codes')
    .columns(['email', 'purpose', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // Decimal strings; a user's balance can never be negative (docs/design.md §4).
    .addColumn('available', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('used', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_key', ['owner', 'user_id', 'kind', 'currency'])
    .addCheckConstraint(
      'ledger_accounts_user_not_negative',
      sql`owner <> 'user' or (available not like '-%' and used not like '-%')`,
    )
    .execute();

  await withId(db, db.schema.createTable('app_versions'))
    .addColumn('version', 'text', (c) => c.notNull().unique())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('force', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const t of ['app_versions', 'ledger_accounts', 'email_codes', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
