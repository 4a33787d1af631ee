import type { BlockOrderInput } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateTrading } from '../trade';
import { blockTradeKeys } from './queries';

/** Applies for the block-trading permission; the status then reads "under review". */
export function useApplyBlockTrading() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('blockTradingApply', {}),
    onSuccess: (status) => queryClient.setQueryData(blockTradeKeys.status(), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockTradeKeys.status() }),
  });
}

/** Places a block order (the client sends its Idempotency-Key); positions, accounts and balances are read again. */
export function useCreateBlockOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockOrderInput) => api.call('blockTradeCreate', input),
    onSettled: () => invalidateTrading(queryClient),
  });
}
