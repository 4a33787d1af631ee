import type { Quote } from '@bourse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { IndexCards } from './IndexCards';
import { PagedQuoteList } from './PagedQuoteList';
import { type ListOrdering, useHkStockList, useHkTopIndex, useIdStockList, useIdTopIndex } from './queries';

/** Hot stocks: the most traded by turnover. */
const HOT: ListOrdering = { sort: 'f6', order: 'desc' };

/** Market tab 3: Hong Kong index cards and hot stocks. */
export function HkStockTab() {
  const { t } = useTranslation();
  return <RegionalTab label={t('market.tabs.hk')} indices={useHkTopIndex()} stocks={useHkStockList(HOT)} />;
}

/** Market tab 4: Indonesian index cards and hot stocks. */
export function IdStockTab() {
  const { t } = useTranslation();
  return <RegionalTab label={t('market.tabs.indonesia')} indices={useIdTopIndex()} stocks={useIdStockList(HOT)} />;
}

function RegionalTab({
  label,
  indices,
  stocks,
}: {
  label: string;
  indices: UseQueryResult<Quote[]>;
  stocks: ReturnType<typeof useHkStockList>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {indices.isPending ? (
        <CardSkeleton />
      ) : indices.isError ? (
        <ErrorState onRetry={() => void indices.refetch()} />
      ) : (
        <IndexCards quotes={indices.data} label={label} />
      )}
      <h2 className="section-title">{t('market.hotStocks')}</h2>
      <PagedQuoteList query={stocks} />
    </>
  );
}
