import type { Quote } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from './ChipGroup';
import { PagedList } from './PagedList';
import { type ListOrdering, type UsExchange, useUsStockList } from './queries';
import { QuoteListHeader, QuoteRow } from './QuoteRow';
import { useMarketParam } from './useMarketParam';

/** SPEC section 2: US lists by exchange, with gainers, losers and most active. */
export const US_LISTS = {
  gainers: { sort: 'f3', order: 'desc' },
  losers: { sort: 'f3', order: 'asc' },
  active: { sort: 'f5', order: 'desc' },
} as const satisfies Record<string, ListOrdering>;

const EXCHANGES = ['0', '1', '2', '3'] as const;

/** US Stock sub-tab 1: filter chips and the infinite list. */
export function PopularStocks() {
  const { t } = useTranslation();
  const [exchange, setExchange] = useMarketParam('ex', EXCHANGES, '0');
  const [list, setList] = useMarketParam('list', ['gainers', 'losers', 'active'] as const, 'gainers');
  const query = useUsStockList(Number(exchange) as UsExchange, US_LISTS[list]);

  return (
    <>
      <ChipGroup
        label={t('market.exchange')}
        value={exchange}
        onChange={setExchange}
        options={[
          { key: '0', title: t('market.exchanges.all') },
          { key: '1', title: 'NASDAQ' },
          { key: '2', title: 'NYSE' },
          { key: '3', title: 'AMEX' },
        ]}
      />
      <ChipGroup
        label={t('market.list')}
        value={list}
        onChange={setList}
        options={[
          { key: 'gainers', title: t('market.lists.gainers') },
          { key: 'losers', title: t('market.lists.losers') },
          { key: 'active', title: t('market.lists.active') },
        ]}
      />
      <PagedList<Quote>
        query={query}
        header={<QuoteListHeader labels={[t('market.cols.symbol'), t('market.cols.price'), t('market.cols.ratio')]} />}
        renderItem={(quote) => <QuoteRow key={quote.channel} quote={quote} />}
        empty={t('market.empty')}
      />
    </>
  );
}
