import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { inboxKeys } from './queries';

/** Opening a message marks it read; the list and the badge follow. */
export function useReadMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('messageRead', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useReadAll() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('messageReadAll', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useDeleteMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('messageDelete', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useSetEmailCopy() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailCopy: 0 | 1) => api.call('messageSetEmailCopy', { emailCopy }),
    onSuccess: (data) => queryClient.setQueryData(inboxKeys.emailCopy(), data),
  });
}
