import type { Endpoints, InputOf } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from '../wallet';
import { loanKeys } from './queries';

export function useApplyLoan() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The client sends the Idempotency-Key (the contract marks the call idempotent).
    mutationFn: (input: InputOf<Endpoints['loanApply']>) => api.call('loanApply', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

export function useRepayLoan() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<Endpoints['loanRepay']>) => api.call('loanRepay', input),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: loanKeys.all }), invalidateMoney(queryClient)]),
  });
}
