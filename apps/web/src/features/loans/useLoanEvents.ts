import { LOAN_PUSH_TYPE, type LoanEvent } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { invalidateMoney } from '../wallet';
import { loanKeys } from './queries';

function said(t: TFunction, event: LoanEvent): string {
  switch (event.kind) {
    case 'approved':
      return t('loans.event.approved', { amount: event.amount });
    case 'rejected':
      return t('loans.event.rejected', { reason: event.reason });
    case 'repaid':
      return t('loans.event.repaid');
    case 'overdue':
      return t('loans.event.overdue');
  }
}

/** A loan decided by staff or settled at its term: the loan screens and the balances refresh, and a toast says so. */
export function useLoanEvents() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  usePrivateEvent(LOAN_PUSH_TYPE, (event) => {
    void queryClient.invalidateQueries({ queryKey: loanKeys.all });
    void invalidateMoney(queryClient);
    showToast(said(t, event));
  });
}
