import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';

const RESULTS = 30;

export const searchKeys = {
  all: ['search'] as const,
  results: (term: string) => [...searchKeys.all, term] as const,
};

/** Instruments whose code or name matches (the server ranks code matches first). */
export function useMarketSearch(term: string) {
  const api = useApi();
  return useQuery({
    queryKey: searchKeys.results(term),
    queryFn: async ({ signal }) =>
      (await api.call('searchMarkets', { stkName: term, stkcode: term, pageNo: 1, pageSize: RESULTS }, { signal }))
        .data,
    enabled: term.length > 0,
    placeholderData: (previous) => previous,
  });
}
