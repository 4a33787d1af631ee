import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { invalidateMoney } from '../wallet';
import { miningKeys } from './queries';

/** After a session ends its reward may be in Balance: mining and the money screens are fetched again. */
export const invalidateMining = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: miningKeys.all }), invalidateMoney(queryClient)]);

export function useCheckIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('miningCheckIn', {}),
    onSuccess: (info) => queryClient.setQueryData(miningKeys.info(), info),
    onSettled: () => queryClient.invalidateQueries({ queryKey: miningKeys.all }),
  });
}

export function useStartMining() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('miningStart', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: miningKeys.all }),
  });
}
