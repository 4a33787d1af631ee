import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { formatDateTime } from '../../lib/date-time';
import { Screen } from '../../ui/Screen';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useArticle } from './queries';
import './news.css';

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);

/** /news/detail?id= (docs/product.md §2): the article's title, source, time, cover, tags and body. */
export function NewsDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const article = useArticle(id);
  const missing = id === undefined || (article.isError && isApiError(article.error) && article.error.code === 404);

  return (
    <Screen title={t('news.detailTitle')} backTo="/news">
      {missing ? (
        <EmptyState title={t('news.notFound')} />
      ) : article.isError ? (
        <ErrorState onRetry={() => void article.refetch()} />
      ) : !article.data ? (
        <ListSkeleton rows={3} />
      ) : (
        <article className="news-article">
          <h2 className="news-article-title">{article.data.title}</h2>
          <p className="news-row-meta">
            <span className="news-row-source">{article.data.sourceName}</span>
            <time dateTime={new Date(article.data.deployTime).toISOString()}>
              {formatDateTime(article.data.deployTime)}
            </time>
          </p>
          {article.data.tags.length > 0 && (
            <div className="news-tags">
              {article.data.tags.map((tag) => (
                <span key={tag} className="news-tag">
                  {tag}
                </span>
              ))}
            </div>
          )}
          {article.data.imageUrl && (
            <img className="news-article-cover" src={article.data.imageUrl} alt="" referrerPolicy="no-referrer" />
          )}
          {/* The server renders Markdown (or a feed's HTML) and sanitises it to an allowlist before storing it. */}
          <div className="news-article-body" dangerouslySetInnerHTML={{ __html: article.data.contentHtml }} />
          {article.data.link && (
            <a
              className="news-article-source"
              href={article.data.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {t('news.readAtSource', { source: article.data.sourceName })}
            </a>
          )}
        </article>
      )}
    </Screen>
  );
}
