import type { Page } from '@bourse/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from './states';
import './money-ui.css';

/** SPEC section 9: at most one load-more every 2 s. */
const LOAD_MORE_GUARD_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface InfiniteListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  /** Pull down to fetch the loaded pages again (SPEC section 4). */
  refreshable?: boolean;
  label?: string;
  skeletonRows?: number;
}

/** A paged list of cards or rows: skeleton, error with retry, empty state, more on scroll, optional pull to refresh. */
export function InfiniteList<T>({
  query,
  renderItem,
  empty,
  refreshable = false,
  label,
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

  const body =
    items.length === 0 ? (
      typeof empty === 'string' ? (
        <EmptyState title={empty} />
      ) : (
        empty
      )
    ) : (
      <>
        <ul className="record-list" aria-label={label}>
          {items.map(renderItem)}
        </ul>
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
      pullingText={t('states.pullToRefresh')}
      canReleaseText={t('states.releaseToRefresh')}
      refreshingText={t('common.loading')}
      completeText={t('states.refreshed')}
    >
      {body}
    </PullToRefresh>
  );
}
