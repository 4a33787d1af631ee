import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('bank_cards'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_account_name', 'text', (c) => c.notNull())
    // AES-256-GCM of the digits (platform/sealed.ts); never the number in clear.
    .addColumn('card_no_sealed', 'text', (c) => c.notNull())
    // HMAC of the digits: finds a duplicate without decrypting.
    .addColumn('card_fingerprint', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bank_cards_user_fingerprint', ['user_id', 'card_fingerprint'])
    .execute();

  await withId(db, db.schema.createTable('crypto_addresses'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    // Canonical form: EIP-55 case for ERC20, lower case for bech32.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crypto_addresses_user_address', ['user_id', 'currency', 'network', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('crypto_addresses').ifExists().execute();
  await db.schema.dropTable('bank_cards').ifExists().execute();
}
