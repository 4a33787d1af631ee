import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { USER_SCOPE } from '../../api/query-defaults';
import { useSession } from '../../session/useSession';

export const blockPermissionKeys = {
  all: [USER_SCOPE, 'blockTrade'] as const,
  status: () => [...blockPermissionKeys.all, 'status'] as const,
};

/** Where the logged-in user stands with block trading; nothing is asked for a visitor. */
export function useBlockTradingStatus() {
  const api = useApi();
  const { token } = useSession();
  return useQuery({
    queryKey: blockPermissionKeys.status(),
    queryFn: token ? ({ signal }) => api.call('blockTradingStatus', {}, { signal }) : skipToken,
  });
}

/** Applies for the block-trading permission; the status then reads "under review". */
export function useApplyBlockTrading() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('blockTradingApply', {}),
    onSuccess: (status) => queryClient.setQueryData(blockPermissionKeys.status(), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockPermissionKeys.status() }),
  });
}
