import { ACCOUNT_CURRENCY, WALLET_TYPES } from '@bourse/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Opens a new user's empty funding and trading accounts, inside the caller's transaction. */
export async function openWallets(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values(
      WALLET_TYPES.map((kind) => ({
        owner: 'user',
        user_id: userId,
        kind,
        currency: ACCOUNT_CURRENCY,
        available: '0',
        used: '0',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
