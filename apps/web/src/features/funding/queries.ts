import { WITHDRAWAL_MIN } from '@bourse/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { StaleTime, USER_SCOPE } from '../../api/query-defaults';

export const fundingKeys = {
  all: [USER_SCOPE, 'funding'] as const,
  channels: () => [...fundingKeys.all, 'channels'] as const,
  deposits: () => [...fundingKeys.all, 'deposits'] as const,
  withdrawals: () => [...fundingKeys.all, 'withdrawals'] as const,
  usable: () => [...fundingKeys.all, 'usable'] as const,
};

/** Deposit channels (coins, networks, the platform's addresses) change only when staff edit them. */
const CHANNELS_STALE_TIME = StaleTime.long;

/** The coins and networks the platform receives, with its address and the confirmations needed. */
export function useDepositChannels() {
  const api = useApi();
  return useQuery({
    queryKey: fundingKeys.channels(),
    queryFn: ({ signal }) => api.call('depositChannels', {}, { signal }),
    staleTime: CHANNELS_STALE_TIME,
  });
}

export function useDepositList() {
  const api = useApi();
  return usePagedQuery(fundingKeys.deposits(), (pageNo, pageSize, signal) =>
    api.call('depositList', { pageNo, pageSize }, { signal }),
  );
}

export function useWithdrawalList() {
  const api = useApi();
  return usePagedQuery(fundingKeys.withdrawals(), (pageNo, pageSize, signal) =>
    api.call('withdrawalList', { pageNo, pageSize }, { signal }),
  );
}

/** What can be withdrawn now; docs/product.md §7: 0 when the call fails. */
export function useUsableWithdrawal() {
  const api = useApi();
  return useQuery({
    queryKey: fundingKeys.usable(),
    queryFn: async ({ signal }) => {
      try {
        return await api.call('usableWithdrawal', {}, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return { amount: '0', currency: 'USD', minAmount: WITHDRAWAL_MIN };
      }
    },
  });
}
