import type { UserTotpStatus } from '@bourse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { USER_SCOPE } from '../../api/query-defaults';

export const twoFactorKeys = { status: () => [USER_SCOPE, 'two-factor'] as const };

/** Whether the caller's login and withdrawals ask for an authenticator code. */
export function useTwoFactorStatus() {
  const api = useApi();
  return useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => api.call('userTotpStatus', {}, { signal }),
  });
}

/** A new authenticator secret and its otpauth URL (shown as a QR code). */
export function useTwoFactorEnrol() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call('userTotpEnrol', {}) });
}

/** Turns two-factor authentication on or off with a code; the status is refreshed from the answer. */
export function useTwoFactorSwitch() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on, code }: { on: boolean; code: string }) =>
      api.call(on ? 'userTotpEnable' : 'userTotpDisable', { code }),
    onSuccess: (status: UserTotpStatus) => queryClient.setQueryData(twoFactorKeys.status(), status),
  });
}
