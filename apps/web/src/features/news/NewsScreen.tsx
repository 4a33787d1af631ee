import { NEWS_ALL_TAG } from '@bourse/contract';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { NewsRow } from './NewsRow';
import { useNewsPage, useNewsTabs } from './queries';
import './news.css';

/**
 * NEWS tab (docs/product.md §2): "All News" and a tab per tag in use; each lists the published articles, newest first,
 * with more on scroll and pull to refresh. The tab is kept in the query so Back returns to it.
 */
export function NewsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = useNewsTabs();
  const tags = tabs.data ?? [NEWS_ALL_TAG];
  const asked = params.get('tag');
  const active = asked && tags.includes(asked) ? asked : NEWS_ALL_TAG;

  return (
    <Screen title={t('screens.news')}>
      {tags.length > 1 && (
        <Tabs
          className="news-tabs"
          activeKey={active}
          onChange={(key) => setParams(key === NEWS_ALL_TAG ? {} : { tag: key }, { replace: true })}
        >
          {tags.map((tag) => (
            <Tabs.Tab key={tag} title={tag === NEWS_ALL_TAG ? t('news.allNews') : tag} />
          ))}
        </Tabs>
      )}
      <NewsList key={active} tag={active} />
    </Screen>
  );
}

function NewsList({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const page = useNewsPage(tag);
  return (
    <InfiniteList
      query={page}
      renderItem={(article) => <NewsRow key={article.id} article={article} />}
      empty={t('news.empty')}
      listClassName="news-list"
      label={t('news.listLabel', { tag: tag === NEWS_ALL_TAG ? t('news.allNews') : tag })}
      refreshable
    />
  );
}
