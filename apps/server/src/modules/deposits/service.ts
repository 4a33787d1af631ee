import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_CURRENCY,
  CRYPTO_ASSETS,
  CRYPTO_DEPOSIT_MIN,
  type CryptoCurrency,
  type CryptoNetwork,
  DEPOSIT_MIN,
  type Deposit,
  type endpoints,
  networksOf,
  type Page,
  PENDING_DEPOSIT_LIMIT,
  ReviewStatus,
  TRANSFER_MAX,
  USD_STABLECOINS,
} from '@bourse/contract';
import { Decimal, minorUnits, parseCurrency } from '@bourse/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, notFound, refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { lockUser } from '../../platform/locks.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { withMoneyTx } from '../ledger/service.ts';
import * as uploads from '../uploads/service.ts';
import { depositsRepo as repo } from './repo.ts';
import { type DepositRow, toDeposit } from './view.ts';

export type DepositInput = z.output<(typeof endpoints)['depositCreate']['input']>;

const isUsdPegged = (currency: string) => (USD_STABLECOINS as readonly string[]).includes(currency);

/** Where the platform receives each coin: every currency and network pair, at the configured address. */
export function channels(ctx: AppContext) {
  return CRYPTO_ASSETS.map(({ currency, network }) => ({
    currency,
    network,
    address: ctx.config.funding.addresses[network],
    confirmations: ctx.config.funding.confirmations,
    minAmount: CRYPTO_DEPOSIT_MIN[currency],
    usdPegged: isUsdPegged(currency),
  }));
}

/** The amount's rules for its currency: the minimum, at most the currency's decimals, at most TRANSFER_MAX. */
function checkAmount(amount: string, currency: string, min: string): Decimal {
  const value = Decimal.from(amount);
  // Below the minimum is a business rule (docs/design.md §3: 422), not malformed input.
  if (value.lt(min)) throw refused(`amount: must be at least ${min}`);
  const decimals = minorUnits(parseCurrency(currency));
  if (!value.round(decimals, 'down').eq(value)) {
    throw badRequest('amount', `must have at most ${decimals} decimals for ${currency}`);
  }
  if (value.gt(TRANSFER_MAX)) throw badRequest('amount', `must be at most ${TRANSFER_MAX}`);
  return value;
}

/** The coin, network and platform address of a crypto deposit; 400 when the pair is not offered. */
function cryptoTarget(ctx: AppContext, currency: CryptoCurrency, network: CryptoNetwork) {
  if (!networksOf(currency).includes(network)) {
    throw badRequest('network', `is not offered for ${currency} (choose ${networksOf(currency).join(' or ')})`);
  }
  return { currency, network, address: ctx.config.funding.addresses[network] };
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 'BRS' and 8 random base32 characters (40 bits): what the user writes on a bank transfer to match it. */
function newReferenceCode(): string {
  const bits = BigInt(`0x${randomBytes(5).toString('hex')}`);
  let code = '';
  for (let i = 7; i >= 0; i--) code += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return `BRS${code}`;
}

/**
 * Declares a deposit. Nothing moves: it waits (Pending Review) until staff find the money and approve it. A bank
 * deposit carries the platform's bank details and a reference code to write on the transfer.
 */
export async function create(
  ctx: AppContext,
  userId: number,
  input: DepositInput,
  idempotency?: IdempotentRequest,
): Promise<Deposit> {
  const crypto =
    input.channel === 'crypto' && input.currency && input.network
      ? cryptoTarget(ctx, input.currency, input.network)
      : undefined;
  const currency = crypto?.currency ?? ACCOUNT_CURRENCY;
  const amount = checkAmount(input.amount, currency, crypto ? CRYPTO_DEPOSIT_MIN[crypto.currency] : DEPOSIT_MIN);
  const txHash = input.txHash?.toLowerCase().replace(/^0x/, '') ?? null;
  const credential = input.credentialUrl
    ? (await uploads.assertOwned(ctx, userId, input.credentialUrl, 'credentialUrl')).id
    : null;

  try {
    return await withMoneyTx(ctx, (trx) => {
      const now = ctx.now();
      return once(trx, idempotency, now, async () => {
        await lockUser(trx, userId);
        if ((await repo.countPending(trx, userId)) >= PENDING_DEPOSIT_LIMIT) {
          throw refused(
            `You have ${PENDING_DEPOSIT_LIMIT} deposits waiting for review; wait for them before declaring another`,
          );
        }
        if (txHash && (await repo.txHashTaken(trx, txHash))) throw duplicateTxHash();
        let referenceCode = newReferenceCode();
        while (await repo.referenceTaken(trx, referenceCode)) referenceCode = newReferenceCode();
        const row = await repo.insert(trx, {
          user_id: userId,
          channel: input.channel,
          amount: amount.toString(),
          currency,
          network: crypto?.network ?? null,
          address: crypto?.address ?? null,
          tx_hash: txHash,
          credential_upload: credential,
          credited_amount: null,
          status: ReviewStatus.pending,
          reference_code: referenceCode,
          bank_instructions: crypto ? null : JSON.stringify(ctx.config.funding.bank),
          created_at: now,
          reviewed_at: null,
          reviewed_by: null,
        });
        return toDeposit(ctx, row);
      });
    });
  } catch (err) {
    // Two users declaring one hash at the same moment on PostgreSQL: the unique index decides.
    if (isUniqueViolation(err) && /tx_hash/.test(String((err as Error).message))) throw duplicateTxHash();
    throw err;
  }
}

const duplicateTxHash = () => conflict('txHash: this transaction was already declared in another deposit');

/** Attaches (or replaces) the transfer credential of the caller's own pending deposit. */
export async function attachCredential(
  ctx: AppContext,
  userId: number,
  input: { id: number; credentialUrl: string },
): Promise<Deposit> {
  const upload = await uploads.assertOwned(ctx, userId, input.credentialUrl, 'credentialUrl');
  const row = await repo.updatePending(ctx.db, input.id, { credential_upload: upload.id }, userId);
  if (row) return toDeposit(ctx, row);
  if (!(await repo.findOwned(ctx.db, userId, input.id))) throw notFound('Deposit not found');
  throw conflict('This deposit was already reviewed; only a pending deposit takes a credential');
}

export async function list(
  ctx: AppContext,
  userId: number,
  q: PageRequest & { status?: ReviewStatus | undefined },
): Promise<Page<Deposit>> {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { userId, status: q.status, ...pageWindow(q) }),
    repo.count(ctx.db, { userId, status: q.status }),
  ]);
  return toPage(
    rows.map((r: DepositRow) => toDeposit(ctx, r)),
    total,
    q,
  );
}
