import type { Page, Quote } from '@bourse/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { QuoteRow } from './QuoteRow';

/** A paged list of instruments under Symbol, Price and Change % titles, live, more on scroll. */
export function PagedQuoteList({ query }: { query: UseInfiniteQueryResult<InfiniteData<Page<Quote>>> }) {
  const { t } = useTranslation();
  return (
    <InfiniteList<Quote>
      query={query}
      skeletonRows={6}
      listClassName="quote-list"
      header={
        <div className="list-header" aria-hidden="true">
          <span>{t('market.cols.symbol')}</span>
          <span className="align-end">{t('market.cols.price')}</span>
          <span className="align-end">{t('market.cols.ratio')}</span>
        </div>
      }
      renderItem={(quote) => <QuoteRow key={quote.channel} quote={quote} />}
      empty={t('market.empty')}
    />
  );
}
