import type { Page } from '@bourse/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';

/** SPEC section 9: at most one load-more every 2 s. */
export const LOAD_MORE_GUARD_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
  /** Above the rows once there are rows (column titles). */
  header?: ReactNode;
  empty: string;
  /** The element that holds the rows (a list, or a table body). */
  as?: (rows: ReactNode) => ReactNode;
}

/** An infinite-scroll list of a paged query: skeleton, error with retry, empty state, rows, more on scroll. */
export function PagedList<T>({ query, renderItem, header, empty, as }: PagedListProps<T>) {
  const { t } = useTranslation();
  const lastLoad = useRef(0);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) return <EmptyState title={empty} />;

  const loadMore = async () => {
    const wait = lastLoad.current + LOAD_MORE_GUARD_MS - Date.now();
    if (wait > 0) await sleep(wait);
    lastLoad.current = Date.now();
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isError) throw result.error;
  };

  const rows = items.map(renderItem);
  return (
    <>
      {header}
      {as ? as(rows) : <ul className="quote-list">{rows}</ul>}
      <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage} threshold={200}>
        {(hasMore, failed, retry) => (
          <span className="list-footer">
            {failed ? (
              <button type="button" className="link-button" onClick={retry}>
                {t('states.retry')}
              </button>
            ) : hasMore ? (
              t('common.loading')
            ) : (
              t('states.noMore')
            )}
          </span>
        )}
      </InfiniteScroll>
    </>
  );
}
