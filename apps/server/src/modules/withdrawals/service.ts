import {
  ACCOUNT_CURRENCY,
  type CryptoCurrency,
  type CryptoNetwork,
  type Page,
  ReviewStatus,
  WITHDRAWAL_MIN,
  type Withdrawal,
} from '@bourse/contract';
import { Decimal, withdrawalRequested } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { requireUserCode, verifyPayPassword } from '../accounts/service.ts';
import * as cards from '../cards/service.ts';
import * as cryptoAddresses from '../crypto-addresses/service.ts';
import { requireVerifiedIdentity } from '../kyc/service.ts';
import { balances, post, withMoneyTx } from '../ledger/service.ts';
import { settleDueTransfers } from '../wallet/service.ts';
import { sealPayoutCard } from './payout-card.ts';
import { withdrawalsRepo as repo } from './repo.ts';
import { toWithdrawal } from './view.ts';

export type WithdrawalInput = { amount: string; payPassword: string; totpCode?: string | undefined } & (
  { cardId: number } | { currency: CryptoCurrency; network: CryptoNetwork; address: string }
);

/** What can be withdrawn now: Balance's available amount (pending transfers that are due settle first). */
export async function usable(ctx: AppContext, userId: number) {
  await settleDueTransfers(ctx, userId);
  const balance = (await balances(ctx.db, userId)).find((a) => a.kind === 'balance' && a.currency === ACCOUNT_CURRENCY);
  return {
    amount: (balance?.available ?? Decimal.ZERO).toFixed(2),
    currency: ACCOUNT_CURRENCY,
    minAmount: WITHDRAWAL_MIN,
  };
}

/** Where the money goes, copied onto the request (a card may be deleted later, and its number is kept masked). */
async function payoutTarget(ctx: AppContext, userId: number, input: WithdrawalInput) {
  if ('cardId' in input) {
    const card = await cards.getOwnedCard(ctx, userId, input.cardId);
    return {
      channel: 'bank' as const,
      currency: ACCOUNT_CURRENCY,
      card_id: card.id,
      bank_name: card.bankName,
      bank_account_name: card.bankAccountName,
      card_no: card.cardNo,
      card_no_sealed: sealPayoutCard(ctx, userId, card.revealCardNo()),
      network: null,
      address: null,
    };
  }
  return {
    channel: 'crypto' as const,
    currency: input.currency,
    card_id: null,
    bank_name: null,
    bank_account_name: null,
    card_no: null,
    card_no_sealed: null,
    network: input.network,
    address: cryptoAddresses.checkAddress(input.network, input.address),
  };
}

/**
 * Asks to withdraw from Balance. The pay password is checked first; then the amount is frozen at once, in the same
 * transaction as the request, so the same money can never be asked for twice (the ledger refuses a balance below
 * zero under any concurrency). Staff then pay it out or return it. Only a verified identity may withdraw.
 */
export async function apply(
  ctx: AppContext,
  userId: number,
  input: WithdrawalInput,
  idempotency?: IdempotentRequest,
): Promise<Withdrawal> {
  await requireVerifiedIdentity(ctx, userId);
  await verifyPayPassword(ctx, userId, input.payPassword);
  await requireUserCode(ctx, userId, input.totpCode);
  const amount = Decimal.from(input.amount);
  if (amount.lt(WITHDRAWAL_MIN)) throw refused(`amount: must be at least ${WITHDRAWAL_MIN}`);
  const target = await payoutTarget(ctx, userId, input);
  await settleDueTransfers(ctx, userId);
  return withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    return once(trx, idempotency, now, async () => {
      const row = await repo.insert(trx, {
        user_id: userId,
        amount: amount.toString(),
        fee: '0',
        ...target,
        status: ReviewStatus.pending,
        created_at: now,
        reviewed_at: null,
        reviewed_by: null,
      });
      await post(trx, withdrawalRequested(String(userId), amount), {
        now,
        userId,
        idempotencyKey: idempotency?.key,
        reference: { type: 'withdrawal', id: row.id },
      });
      return toWithdrawal(row);
    });
  });
}

export async function list(
  ctx: AppContext,
  userId: number,
  q: PageRequest & { status?: ReviewStatus | undefined },
): Promise<Page<Withdrawal>> {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { userId, status: q.status, ...pageWindow(q) }),
    repo.count(ctx.db, { userId, status: q.status }),
  ]);
  return toPage(rows.map(toWithdrawal), total, q);
}
