import {
  addressRule,
  CRYPTO_ADDRESS_LIMIT,
  type CryptoAddress,
  type CryptoCurrency,
  type CryptoNetwork,
} from '@bourse/contract';
import type { Selectable } from 'kysely';
import type { CryptoAddressesTable } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound, refused } from '../../platform/errors.ts';
import { lockUser } from '../../platform/locks.ts';
import { canonicalAddress } from '../../platform/address-formats.ts';
import { cryptoAddressesRepo as repo } from './repo.ts';

export interface CryptoTarget {
  currency: CryptoCurrency;
  network: CryptoNetwork;
  address: string;
}

/** The address in canonical form when it is valid on its network (checksum included); 400 "address: …" otherwise. */
export function checkAddress(network: CryptoNetwork, address: string): string {
  const canonical = canonicalAddress(network, address);
  if (!canonical) throw badRequest('address', addressRule(network));
  return canonical;
}

const toView = (row: Selectable<CryptoAddressesTable>): CryptoAddress => ({
  id: row.id,
  currency: row.currency,
  network: row.network,
  address: row.address,
  label: row.label,
  createTimeTimestamp: row.created_at,
});

export async function add(ctx: AppContext, userId: number, input: CryptoTarget & { label?: string | undefined }) {
  const row = {
    user_id: userId,
    currency: input.currency,
    network: input.network,
    address: checkAddress(input.network, input.address),
  };
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (await repo.exists(trx, row)) throw conflict('This address is already saved');
    if ((await repo.count(trx, userId)) >= CRYPTO_ADDRESS_LIMIT) {
      throw refused(`You can save at most ${CRYPTO_ADDRESS_LIMIT} addresses; delete one first`);
    }
    return toView(await repo.insert(trx, { ...row, label: input.label ?? '', created_at: ctx.now() }));
  });
}

/** Another user's address answers exactly as a missing one. */
export async function remove(ctx: AppContext, userId: number, id: number): Promise<void> {
  if ((await repo.remove(ctx.db, userId, id)) === 0) throw notFound('This address does not exist');
}

export const list = async (ctx: AppContext, userId: number) => (await repo.list(ctx.db, userId)).map(toView);
