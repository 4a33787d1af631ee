import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../ui/states';
import { NewsRow } from './NewsRow';
import { useNewsPage } from './queries';
import './news.css';

/** How many of an instrument's articles a quote screen shows. */
const SHOWN = 5;

/** The quote screen's news: the newest articles tagged with the instrument's symbol. */
export function SymbolNews({ code }: { code: string }) {
  const { t } = useTranslation();
  const page = useNewsPage(code);
  const articles = page.data?.pages[0]?.data.slice(0, SHOWN) ?? [];
  return (
    <section aria-label={t('news.aboutSymbol', { code })}>
      <h2 className="section-title">{t('news.aboutSymbol', { code })}</h2>
      {page.isPending ? (
        <ListSkeleton rows={2} />
      ) : page.isError ? (
        <p className="news-note">{t('news.symbolFailed')}</p>
      ) : articles.length === 0 ? (
        <p className="news-note">{t('news.noneAboutSymbol', { code })}</p>
      ) : (
        <ul className="news-list" aria-label={t('news.aboutSymbol', { code })}>
          {articles.map((article) => (
            <NewsRow key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}
