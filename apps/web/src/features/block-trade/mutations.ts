import type { BlockOrderInput } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateTrading } from '../trade';

/** Places a block order (the client sends its Idempotency-Key); positions, accounts and balances are read again. */
export function useCreateBlockOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockOrderInput) => api.call('blockTradeCreate', input),
    onSettled: () => invalidateTrading(queryClient),
  });
}
