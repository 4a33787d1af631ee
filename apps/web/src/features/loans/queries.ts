import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { StaleTime, USER_SCOPE } from '../../api/query-defaults';

export const loanKeys = {
  all: [USER_SCOPE, 'loans'] as const,
  terms: () => [...loanKeys.all, 'terms'] as const,
  quote: (amount: string, termDays: number) => [...loanKeys.all, 'quote', amount, termDays] as const,
  /** The finished loans (repaid and rejected), as the server filters them. */
  past: () => [...loanKeys.all, 'list', 'finished'] as const,
  /** The unfinished loan (pending, active or overdue), as the server filters it. */
  open: () => [...loanKeys.all, 'open'] as const,
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

/** The past loans, repaid and rejected, newest first: filtered and paged by the server (`phase: 'finished'`). */
export function usePastLoans() {
  const api = useApi();
  return usePagedQuery(loanKeys.past(), (pageNo, pageSize, signal) =>
    api.call('loanList', { phase: 'finished', pageNo, pageSize }, { signal }),
  );
}

/** The unfinished loan (pending, active or overdue; one at a time), or null: the server's `phase: 'open'`. */
export function useOpenLoan() {
  const api = useApi();
  return useQuery({
    queryKey: loanKeys.open(),
    queryFn: async ({ signal }) =>
      (await api.call('loanList', { phase: 'open', pageNo: 1, pageSize: 1 }, { signal })).data[0] ?? null,
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
