import { type Deposit, ReviewStatusLabel } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import type { Selectable } from 'kysely';
import type { DepositsTable } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import * as uploads from '../uploads/service.ts';

export type DepositRow = Selectable<DepositsTable>;

/** USD with its two decimals ("100.50"); a coin amount as declared, without trailing zeros. */
export const showAmount = (amount: string, currency: string) =>
  currency === 'USD' ? Decimal.from(amount).toFixed(2) : Decimal.from(amount).toString();

/** Transaction hashes are stored as bare lower-case hex; ERC20 shows them with 0x. */
const showTxHash = (row: Pick<DepositRow, 'tx_hash' | 'network'>) =>
  row.tx_hash === null ? null : row.network === 'ERC20' ? `0x${row.tx_hash}` : row.tx_hash;

export function toDeposit(ctx: AppContext, row: DepositRow): Deposit {
  const bank = row.bank_instructions
    ? (JSON.parse(row.bank_instructions) as Omit<NonNullable<Deposit['bank']>, 'referenceCode'>)
    : null;
  return {
    id: row.id,
    channel: row.channel,
    amount: showAmount(row.amount, row.currency),
    currency: row.currency,
    network: row.network,
    address: row.address,
    txHash: showTxHash(row),
    credentialUrl: row.credential_upload ? uploads.signedUrl(ctx, row.credential_upload, row.user_id) : null,
    creditedAmount: row.credited_amount === null ? null : Decimal.from(row.credited_amount).toFixed(2),
    status: row.status,
    statusLabel: ReviewStatusLabel[row.status] ?? '',
    reason: row.reason,
    referenceCode: row.reference_code,
    bank: bank && { ...bank, referenceCode: row.reference_code },
    createTimeTimestamp: row.created_at,
    reviewTimeTimestamp: row.reviewed_at,
  };
}
