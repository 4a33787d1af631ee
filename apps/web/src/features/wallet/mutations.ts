import type { Endpoints, InputOf } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from './queries';

type TransferInput = InputOf<Endpoints['transfer']>;

export function useTransfer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The client sends the Idempotency-Key (the contract marks the call idempotent).
    mutationFn: (input: TransferInput) => api.call('transfer', input),
    onSettled: () => invalidateMoney(queryClient),
  });
}

export function useCancelTransfer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // Only a pending transfer can be cancelled, so it is cancelled once; a repeat before the answer carries the
    // client's same Idempotency-Key and gets the first result.
    mutationFn: (id: number) => api.call('cancelTransfer', { id }),
    onSettled: () => invalidateMoney(queryClient),
  });
}
