import { NEWS_ALL_TAG } from '@bourse/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';

/** News is the same for everyone (no login), so it is not under the user scope. */
export const newsKeys = {
  all: ['news'] as const,
  tabs: () => [...newsKeys.all, 'tabs'] as const,
  list: (tag: string) => [...newsKeys.all, 'list', tag] as const,
  article: (id: number) => [...newsKeys.all, 'article', id] as const,
};

/** "All News", then the tags in use (instrument symbols among them). */
export function useNewsTabs() {
  const api = useApi();
  return useQuery({
    queryKey: newsKeys.tabs(),
    queryFn: ({ signal }) => api.call('articleTags', {}, { signal }),
    select: (tags) => [NEWS_ALL_TAG, ...tags],
  });
}

/** Published articles under a tag, newest first, 15 a page. */
export function useNewsPage(tag: string) {
  const api = useApi();
  return usePagedQuery(newsKeys.list(tag), (pageNo, pageSize, signal) =>
    api.call('articleList', { tag, pageNo, pageSize }, { signal }),
  );
}

export function useArticle(id: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: newsKeys.article(id ?? 0),
    queryFn: ({ signal }) => api.call('articleDetail', {}, { params: { id: id ?? 0 }, signal }),
    enabled: id !== undefined,
    retry: false,
  });
}
