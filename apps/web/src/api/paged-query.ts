import { DEFAULT_PAGE_SIZE, type Page } from '@bourse/contract';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/**
 * A paged list (docs/product.md §4): starts at page 1 and loads the next page until the last one; a refetch (pull to
 * refresh) fetches the pages already loaded again.
 */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  fetchPage: (pageNo: number, pageSize: number, signal: AbortSignal) => Promise<Page<T>>,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, DEFAULT_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.pageNo < last.totalPage ? last.pageNo + 1 : undefined),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  });
}
