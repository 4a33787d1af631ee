import { ReviewStatusLabel, type Withdrawal } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../db/schema.ts';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  channel: row.channel,
  amount: Decimal.from(row.amount).toFixed(2),
  fee: Decimal.from(row.fee).toFixed(2),
  currency: row.currency,
  bankName: row.bank_name,
  bankAccountName: row.bank_account_name,
  cardNo: row.card_no,
  network: row.network,
  address: row.address,
  status: row.status,
  statusLabel: ReviewStatusLabel[row.status] ?? '',
  reason: row.reason,
  createTimeTimestamp: row.created_at,
  reviewTimeTimestamp: row.reviewed_at,
});
