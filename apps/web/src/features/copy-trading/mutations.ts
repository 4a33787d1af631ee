import type { Endpoints, InputOf } from '@bourse/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from '../wallet';
import { copyTradingKeys } from './queries';

/** After any follow-order change: the orders, the institutions (followers) and the Follow account. */
export const invalidateCopyTrading = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: copyTradingKeys.all }), invalidateMoney(queryClient)]);

export function useFollow() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The client sends the Idempotency-Key (the contract marks the call idempotent).
    mutationFn: (input: InputOf<Endpoints['followCreate']>) => api.call('followCreate', input),
    onSettled: () => invalidateCopyTrading(queryClient),
  });
}

export function useCancelFollow() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('followCancel', { id }),
    onSettled: () => invalidateCopyTrading(queryClient),
  });
}
