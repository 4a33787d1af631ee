import type { Endpoints, InputOf } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from '../wallet';
import { robotKeys } from './queries';

/** Rents a robot; the screen says itself why a purchase failed, so no toast. */
export function useBuyRobot() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The client sends the Idempotency-Key (the contract marks the call idempotent).
    mutationFn: (input: InputOf<Endpoints['robotBuy']>) => api.call('robotBuy', input),
    meta: { silentError: true },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: robotKeys.all }), invalidateMoney(queryClient)]),
  });
}
