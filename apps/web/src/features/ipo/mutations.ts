import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from '../wallet';
import { ipoKeys } from './queries';

/** Everything an IPO result can change: the subscriptions and the wallets' balances. */
export function invalidateIpo(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ipoKeys.all }), invalidateMoney(queryClient)]);
}

/** POST /NewShares/create; the client sends the Idempotency-Key by itself. */
export function useSubscribe() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { stockCode: string; num: number }) => api.call('ipoSubscribe', input),
    onSettled: () => invalidateIpo(queryClient),
  });
}

/** Cancels a subscription while its window is open; what it froze returns to the IPO account. */
export function useCancelSubscription() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('ipoCancel', { id }),
    onSettled: () => invalidateIpo(queryClient),
  });
}
