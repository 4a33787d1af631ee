import type { Endpoints, InputOf, Session } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { sessionStore } from '../../session/session-store';
import { accountKeys } from './queries';

type Input<N extends keyof Endpoints> = InputOf<Endpoints[N]>;

/** Starts a session from a login or registration answer. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (session: Session, account: string) => {
    queryClient.setQueryData(accountKeys.userInfo(), session.user);
    sessionStore.start(session);
    sessionStore.rememberAccount(account);
  };
}

export function useLogin() {
  const api = useApi();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: Input<'login'>) => api.call('login', input),
    onSuccess: (session, input) => startSession(session, input.username.trim()),
    // The login screen tells its own errors: "ask for the authenticator code" is a step, not a failure.
    meta: { silentError: true },
  });
}

export function useRegister() {
  const api = useApi();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: Input<'register'>) => api.call('register', input),
    onSuccess: (session) => startSession(session, session.user.userLoginId),
  });
}

export function useSendEmailCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: Input<'getEmailCode'>) => api.call('getEmailCode', input) });
}

export function useResetPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (input: Input<'resetPassword'>) => api.call('resetPassword', input) });
}

export function useUpdatePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (input: Input<'updatePassword'>) => api.call('updatePassword', input) });
}

/** docs/product.md §5: an update when the old pay password is given, otherwise the first-time setting. */
export function useSavePayPassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oldPayPassword, payPassword }: { oldPayPassword: string | null; payPassword: string }) =>
      oldPayPassword === null
        ? api.call('settingPayPassword', { payPassword })
        : api.call('updatePayPassword', { oldPayPassword, payPassword }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
}

/** Logs out on the server; the session ends locally whatever the answer. */
export function useLogout() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call('logout', {}),
    meta: { silentError: true },
    onSettled: () => sessionStore.clear(),
  });
}
