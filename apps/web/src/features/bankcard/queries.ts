import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { USER_SCOPE } from '../../api/query-defaults';

export const bankcardKeys = {
  all: [USER_SCOPE, 'bankcard'] as const,
  cards: () => [...bankcardKeys.all, 'cards'] as const,
  cryptoAddresses: () => [...bankcardKeys.all, 'cryptoAddresses'] as const,
};

/** The user's bound cards, numbers masked. */
export function useBankCards() {
  const api = useApi();
  return useQuery({
    queryKey: bankcardKeys.cards(),
    queryFn: ({ signal }) => api.call('selectCardNo', {}, { signal }),
  });
}

export function useCryptoAddresses() {
  const api = useApi();
  return useQuery({
    queryKey: bankcardKeys.cryptoAddresses(),
    queryFn: ({ signal }) => api.call('selectCryptoAddress', {}, { signal }),
  });
}
