import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { StaleTime } from '../api/query-defaults';
import { toastError } from '../ui/toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen handles failures itself; no toast. */
      silentError?: boolean;
    };
  }
}

/** Retry only what may pass on a second try: server faults, not refusals or cancellations. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && isApiError(error) && typeof error.code === 'number' && error.code >= 500;

/** Server errors of mutations appear as a toast with the server's message (docs/product.md §8). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError) toastError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: StaleTime.short, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
