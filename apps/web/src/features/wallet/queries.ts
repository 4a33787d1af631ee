import type { WalletType } from '@bourse/contract';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { USER_SCOPE } from '../../api/query-defaults';
import { deviceTimeZone } from '../../lib/date-time';

export const walletKeys = {
  all: [USER_SCOPE, 'wallet'] as const,
  balance: (walletType: WalletType) => [...walletKeys.all, 'balance', walletType] as const,
  overview: () => [...walletKeys.all, 'overview'] as const,
  bill: (walletType: WalletType | 'all') => [...walletKeys.all, 'bill', walletType] as const,
  transfers: () => [...walletKeys.all, 'transfers'] as const,
};

/** Every query a money movement can change: balances, bills, the overview, transfers, and funding's lists. */
export function invalidateMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'funding'] }),
  ]);
}

/** One wallet's available (balance) and frozen (usedBalance) amounts. */
export function useWalletBalance(walletType: WalletType, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: walletKeys.balance(walletType),
    queryFn: ({ signal }) => api.call('getWalletBalance', { walletType }, { signal }),
    enabled,
  });
}

/** Several wallets' balances at once, in the order given. */
export function useWalletBalances(walletTypes: readonly WalletType[]) {
  const api = useApi();
  return useQueries({
    queries: walletTypes.map((walletType) => ({
      queryKey: walletKeys.balance(walletType),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.call('getWalletBalance', { walletType }, { signal }),
    })),
  });
}

export function useFundingOverview(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: walletKeys.overview(),
    queryFn: ({ signal }) => api.call('getFundingOverview', { timeZone: deviceTimeZone() }, { signal }),
    enabled,
  });
}

/** Every movement of one wallet's available balance (or of all wallets), newest first. */
export function useWalletBill(walletType: WalletType | 'all') {
  const api = useApi();
  return usePagedQuery(walletKeys.bill(walletType), (pageNo, pageSize, signal) =>
    api.call(
      'getWalletBill',
      { walletType: walletType === 'all' ? undefined : walletType, timeZone: deviceTimeZone(), pageNo, pageSize },
      { signal },
    ),
  );
}

export function useTransferList() {
  const api = useApi();
  return usePagedQuery(walletKeys.transfers(), (pageNo, pageSize, signal) =>
    api.call('getTransferList', { pageNo, pageSize }, { signal }),
  );
}
