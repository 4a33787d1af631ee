import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { StaleTime, USER_SCOPE } from '../../api/query-defaults';

export const loanKeys = {
  all: [USER_SCOPE, 'loans'] as const,
  terms: () => [...loanKeys.all, 'terms'] as const,
  quote: (amount: string, termDays: number) => [...loanKeys.all, 'quote', amount, termDays] as const,
  list: () => [...loanKeys.all, 'list'] as const,
  latest: () => [...loanKeys.all, 'latest'] as const,
  detail: (id: number) => [...loanKeys.all, 'detail', id] as const,
};

/** The limits, the annual rate and the terms offered: they change only when the operator changes them. */
export function useLoanTerms() {
  const api = useApi();
  return useQuery({
    queryKey: loanKeys.terms(),
    queryFn: ({ signal }) => api.call('loanTerms', {}, { signal }),
    staleTime: StaleTime.long,
  });
}

/** The server's figures for this amount and term; off until both are given. */
export function useLoanQuote(amount: string, termDays: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: loanKeys.quote(amount, termDays ?? 0),
    queryFn: ({ signal }) => api.call('loanQuote', { amount, termDays: termDays ?? 0 }, { signal }),
    enabled: amount !== '' && termDays !== null,
    retry: false,
  });
}

export function useLoanList() {
  const api = useApi();
  return usePagedQuery(loanKeys.list(), (pageNo, pageSize, signal) =>
    api.call('loanList', { pageNo, pageSize }, { signal }),
  );
}

/** The newest loan: the unfinished one when there is one (one at a time, and nothing newer can exist beside it). */
export function useLatestLoan() {
  const api = useApi();
  return useQuery({
    queryKey: loanKeys.latest(),
    queryFn: async ({ signal }) => (await api.call('loanList', { pageNo: 1, pageSize: 1 }, { signal })).data[0] ?? null,
  });
}

export function useLoanDetail(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: loanKeys.detail(id),
    queryFn: ({ signal }) => api.call('loanDetail', { id }, { signal }),
    enabled: id > 0,
  });
}
