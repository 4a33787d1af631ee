import type { Endpoints, InputOf } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { idempotencyHeader } from '../../api/useIdempotencyKey';
import { invalidateMoney } from './queries';

type TransferInput = InputOf<Endpoints['transfer']>;

export function useTransfer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: TransferInput; key: string }) =>
      api.call('transfer', input, { headers: idempotencyHeader(key) }),
    onSettled: () => invalidateMoney(queryClient),
  });
}

export function useCancelTransfer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // One transfer is cancelled once: a repeat of the same cancel answers the first result.
    mutationFn: (id: number) =>
      api.call('cancelTransfer', { id }, { headers: idempotencyHeader(`cancel-transfer-${id}`) }),
    onSettled: () => invalidateMoney(queryClient),
  });
}
