import type { Page } from '@bourse/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PullToRefresh } from './PullToRefresh';
import { EmptyState, ErrorState, ListSkeleton } from './states';
import './money-ui.css';

/** docs/product.md §9: at most one load-more every 2 s. */
const LOAD_MORE_GUARD_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface InfiniteListProps<T> {
  /** A paged query (usePagedQuery: 15 a page); its pages are shown in order. */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
  /** With no rows: the title of the empty state, or an element of its own. */
  empty: ReactNode;
  /** Above the rows once there are rows (column titles). */
  header?: ReactNode;
  /** The element that holds the rows (a table, say); by default a list of class `listClassName`. */
  as?: (rows: ReactNode) => ReactNode;
  listClassName?: string;
  label?: string;
  /** Pull down to fetch the loaded pages again (docs/product.md §4). */
  refreshable?: boolean;
  skeletonRows?: number;
}

/**
 * A paged list of cards or rows: skeleton, error with retry, empty state, more on scroll (the end says so),
 * optional pull to refresh.
 */
export function InfiniteList<T>({
  query,
  renderItem,
  empty,
  header,
  as,
  listClassName = 'record-list',
  label,
  refreshable = false,
  skeletonRows = 4,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const lastLoad = useRef(0);

  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];

  const loadMore = async () => {
    const wait = lastLoad.current + LOAD_MORE_GUARD_MS - Date.now();
    if (wait > 0) await sleep(wait);
    lastLoad.current = Date.now();
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isError) throw result.error;
  };

  const rows = items.map(renderItem);
  const body =
    items.length === 0 ? (
      typeof empty === 'string' ? (
        <EmptyState title={empty} />
      ) : (
        empty
      )
    ) : (
      <>
        {header}
        {as ? (
          as(rows)
        ) : (
          <ul className={listClassName} aria-label={label}>
            {rows}
          </ul>
        )}
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

  if (!refreshable) return body;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
    >
      {body}
    </PullToRefresh>
  );
}
