import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('deposits'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    // In `currency` (USD for a bank deposit, the coin for crypto), as a canonical decimal string.
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('network', 'text')
    // The platform's receiving address offered when the deposit was made.
    .addColumn('address', 'text')
    // Canonical (lower case; 0x only on ERC20). Unique: one transaction is declared once.
    .addColumn('tx_hash', 'text', (c) => c.unique())
    // The upload's id; the url is signed when it is shown.
    .addColumn('credential_upload', 'text')
    // USD credited to Balance, set when approved.
    .addColumn('credited_amount', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference_code', 'text', (c) => c.notNull().unique())
    // The platform's bank instructions as shown when the deposit was made (JSON), for bank deposits.
    .addColumn('bank_instructions', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    // USD taken from Balance.
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // Copied from the card when requested (the card may be deleted later); the number masked.
    .addColumn('card_id', 'bigint')
    .addColumn('bank_name', 'text')
    .addColumn('bank_account_name', 'text')
    .addColumn('card_no', 'text')
    .addColumn('network', 'text')
    .addColumn('address', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

  // Every staff decision: who, when, what (action, target, status before and after) and why.
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before_status', 'integer')
    .addColumn('after_status', 'integer')
    // Anything else the decision set (e.g. the amount credited), as JSON.
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const t of ['audit_log', 'withdrawals', 'deposits']) await db.schema.dropTable(t).ifExists().execute();
}
