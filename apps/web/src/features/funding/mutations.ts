import type { Endpoints, InputOf } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from '../wallet';
import { fundingKeys } from './queries';

type Input<N extends keyof Endpoints> = InputOf<Endpoints[N]>;

export function useDepositCreate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The client sends the Idempotency-Key (the contract marks the call idempotent).
    mutationFn: (input: Input<'depositCreate'>) => api.call('depositCreate', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.deposits() }),
  });
}

export function useDepositCredential() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'depositCredential'>) => api.call('depositCredential', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.deposits() }),
  });
}

/** Asks to withdraw; the amount is frozen at once, so balances change too. Wrong pay passwords are shown by the form. */
export function useWithdrawalApply() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'withdrawalApply'>) => api.call('withdrawalApply', input),
    onSettled: () => invalidateMoney(queryClient),
  });
}
