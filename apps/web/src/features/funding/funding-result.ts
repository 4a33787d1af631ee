import { type FundingResultEvent, ReviewStatus } from '@bourse/contract';
import { i18n } from '../../i18n';
import { formatMoney } from '../../lib/money';

/** What to tell the user about a staff decision, e.g. 'Deposit approved: 500.00 USD credited'; nothing while pending. */
export function fundingResultMessage(event: FundingResultEvent): string | undefined {
  if (event.status === ReviewStatus.completed) {
    const amount = formatMoney(event.amount);
    return event.kind === 'deposit'
      ? i18n.t('funding.result.depositApproved', { amount })
      : i18n.t('funding.result.withdrawalApproved', { amount });
  }
  if (event.status === ReviewStatus.failed) {
    const reason = event.reason || event.statusLabel;
    return event.kind === 'deposit'
      ? i18n.t('funding.result.depositRejected', { reason })
      : i18n.t('funding.result.withdrawalRejected', { reason });
  }
  return undefined;
}
