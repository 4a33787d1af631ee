import type { Endpoints, InputOf, TradeTerms } from '@bourse/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from '../wallet';
import { tradeKeys } from '../../api/trade-keys';

type OrderInput = InputOf<Endpoints['createStockOrder']>;

/** Everything a trade can change: positions, orders, records, the trading accounts and the wallets' balances. */
export function invalidateTrading(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: tradeKeys.all }), invalidateMoney(queryClient)]);
}

/**
 * Places an order through the call the terms name (`createPath`): futures go to /gold/create, the rest to
 * /stock/create. The client sends the Idempotency-Key of these calls by itself.
 */
export function useCreateOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, terms }: { input: OrderInput; terms: Pick<TradeTerms, 'createPath'> }) =>
      api.call(terms.createPath === '/gold/create' ? 'createFutureOrder' : 'createStockOrder', input),
    onSettled: () => invalidateTrading(queryClient),
  });
}

/** Closes all (num left out) or part of a position at market. */
export function useClosePosition() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<Endpoints['closePosition']>) => api.call('closePosition', input),
    onSettled: () => invalidateTrading(queryClient),
  });
}

/** Moves money from the account into an isolated position's margin. */
export function useAddMargin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<Endpoints['addMargin']>) => api.call('addMargin', input),
    onSettled: () => invalidateTrading(queryClient),
  });
}

/** Cancels a resting order; its frozen margin and fee return to the account. */
export function useCancelOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.call('cancelOrder', { orderId }),
    onSettled: () => invalidateTrading(queryClient),
  });
}
