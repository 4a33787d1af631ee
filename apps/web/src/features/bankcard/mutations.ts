import type { Endpoints, InputOf } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { bankcardKeys } from './queries';

type CardFields = InputOf<Endpoints['addCardNo']>;

/** docs/product.md §5: saving a card is an update when it has an id, otherwise an add. */
export function useSaveCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: CardFields & { id?: number }) =>
      id === undefined ? api.call('addCardNo', fields) : api.call('updateCardNo', { id, ...fields }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankcardKeys.cards() }),
  });
}

export function useDeleteCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('deleteCard', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankcardKeys.cards() }),
  });
}

export function useAddCryptoAddress() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<Endpoints['addCryptoAddress']>) => api.call('addCryptoAddress', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankcardKeys.cryptoAddresses() }),
  });
}

export function useDeleteCryptoAddress() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('deleteCryptoAddress', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankcardKeys.cryptoAddresses() }),
  });
}
