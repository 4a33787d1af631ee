import { useTranslation } from 'react-i18next';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { useTopIndex, useUsTop } from './queries';
import { TopStockGrid } from './TopStockGrid';
import { WorldMap } from './WorldMap';

const TOP_STOCKS = 9;

/** Market tab 0: the world map of ten indices, then the day's top US stocks. */
export function PreviewTab() {
  const { t } = useTranslation();
  const indices = useTopIndex(0);
  const top = useUsTop({ sort: 'f3', order: 'desc' }, TOP_STOCKS);

  return (
    <>
      <h2 className="section-title">{t('market.globalMarkets')}</h2>
      {indices.isError ? (
        <ErrorState onRetry={() => void indices.refetch()} />
      ) : (
        <WorldMap indices={indices.data ?? []} />
      )}

      <h2 className="section-title">{t('market.topStocks')}</h2>
      {top.isPending ? (
        <CardSkeleton count={TOP_STOCKS} className="stock-grid" />
      ) : top.isError ? (
        <ErrorState onRetry={() => void top.refetch()} />
      ) : top.data.data.length === 0 ? (
        <EmptyState title={t('market.empty')} />
      ) : (
        <TopStockGrid quotes={top.data.data} label={t('market.topStocks')} />
      )}
    </>
  );
}
