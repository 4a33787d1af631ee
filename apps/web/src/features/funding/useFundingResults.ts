import { FUNDING_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { invalidateMoney } from '../wallet';
import { fundingResultMessage } from './funding-result';

/**
 * When staff approve or reject one of the user's deposits or withdrawals: balances, the overview, the bill and the
 * records are fetched again, and a toast says what was decided.
 */
export function useFundingResults() {
  const queryClient = useQueryClient();
  usePrivateEvent(FUNDING_PUSH_TYPE, (event) => {
    void invalidateMoney(queryClient);
    const message = fundingResultMessage(event);
    if (message) showToast(message);
  });
}
