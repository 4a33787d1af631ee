import { US_LIST_MARKETS } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { PagedQuoteList } from './PagedQuoteList';
import { type ListOrdering, type UsExchange, useUsStockList } from './queries';
import { useMarketParam } from './useMarketParam';

/** docs/product.md §2: US lists by exchange, with gainers, losers and most active. */
export const US_LISTS = {
  gainers: { sort: 'f3', order: 'desc' },
  losers: { sort: 'f3', order: 'asc' },
  active: { sort: 'f5', order: 'desc' },
} as const satisfies Record<string, ListOrdering>;

/** The US list filters as kept in the URL query ('0' all, '1' NASDAQ, …). */
const EXCHANGES = Object.keys(US_LIST_MARKETS) as `${UsExchange}`[];

/** US Stock sub-tab 1: filter chips and the infinite list. */
export function PopularStocks() {
  const { t } = useTranslation();
  const [exchange, setExchange] = useMarketParam('ex', EXCHANGES, '0');
  const [list, setList] = useMarketParam('list', ['gainers', 'losers', 'active'] as const, 'gainers');
  const query = useUsStockList(Number(exchange) as UsExchange, US_LISTS[list]);

  return (
    <>
      <ChoiceGroup
        kind="toggle"
        className="chip-group"
        label={t('market.exchange')}
        value={exchange}
        onChange={setExchange}
        options={EXCHANGES.map((code) => ({
          value: code,
          label: code === '0' ? t('market.exchanges.all') : US_LIST_MARKETS[code],
        }))}
      />
      <ChoiceGroup
        kind="toggle"
        className="chip-group"
        label={t('market.list')}
        value={list}
        onChange={setList}
        options={[
          { value: 'gainers', label: t('market.lists.gainers') },
          { value: 'losers', label: t('market.lists.losers') },
          { value: 'active', label: t('market.lists.active') },
        ]}
      />
      <PagedQuoteList query={query} />
    </>
  );
}
