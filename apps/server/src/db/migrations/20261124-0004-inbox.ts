import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The inbox (docs/product.md §4 "Messages"): one row per message a user is told. `event_key` names the event it tells
 * about, unique per user, so storing the same event twice (a retried transaction, a repeated notice) keeps one
 * message. A deleted message keeps only its key (its words are blanked), so the event is never told again.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('inbox_messages'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // The in-app path of what the message is about (a record, a position), if any.
    .addColumn('link', 'text')
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addCheckConstraint(
      'inbox_messages_kind',
      sql`kind in ('deposit', 'withdrawal', 'trade', 'kyc', 'ipo', 'block_trading', 'follow', 'loan', 'mining', 'referral', 'system')`,
    )
    .addCheckConstraint('inbox_messages_is_read', sql`is_read in (0, 1)`)
    // Also the index the per-user list reads through (user_id first).
    .addUniqueConstraint('inbox_messages_event', ['user_id', 'event_key'])
    .execute();
  await db.schema.createIndex('inbox_messages_user').on('inbox_messages').columns(['user_id', 'id']).execute();
  // The badge: a user's unread messages, counted often.
  await sql`create index inbox_messages_unread on inbox_messages (user_id) where is_read = 0 and deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('inbox_messages').ifExists().execute();
}
