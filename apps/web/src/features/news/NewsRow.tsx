import type { Article } from '@bourse/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/date-time';

export const articlePath = (id: number) => `/news/detail?id=${id}`;

/** One article in a list: title, source and publish time, and its image when it has one. */
export function NewsRow({ article }: { article: Article }) {
  return (
    <li>
      <Link className="news-row" to={articlePath(article.id)}>
        <div className="news-row-text">
          <p className="news-row-title">{article.title}</p>
          <p className="news-row-meta">
            <span className="news-row-source">{article.sourceName}</span>
            <time dateTime={new Date(article.deployTime).toISOString()}>{formatDateTime(article.deployTime)}</time>
          </p>
        </div>
        {article.imageUrl && (
          <img className="news-row-image" src={article.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" />
        )}
      </Link>
    </li>
  );
}
