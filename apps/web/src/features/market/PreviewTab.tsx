import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../../lib/lazy-screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { useTopIndex, useUsTop } from './queries';
import { TopStockGrid } from './TopStockGrid';

const MAP_PLACEHOLDER = (
  <figure className="world-map">
    <div className="world-map-placeholder" />
  </figure>
);
/**
 * The map (its countries drawn at build time, about 12 KB) loads in a chunk of its own after the screen; its frame
 * holds its place meanwhile. The screen's first frame, rendered at build time into every page (apps/web/first-frames.ts),
 * shows that frame too, as a part that loads apart, rather than carrying the map's 33 KB of outline.
 */
const WorldMap = lazyScreen(() => import('./WorldMap'), 'WorldMap', { firstLoadTexts: true });

const TOP_STOCKS = 9;

/** Market tab 0: the world map of ten indices, then the day's top US stocks. */
export function PreviewTab() {
  const { t } = useTranslation();
  // The answers are drawn in a deferred render, which React does in slices, yielding to the browser between them: drawn
  // at once, the map and the grid arriving together made one of the opening screen's longest tasks.
  const indices = useDeferredValue(useTopIndex(0));
  const top = useDeferredValue(useUsTop({ sort: 'f3', order: 'desc' }, TOP_STOCKS));

  return (
    <>
      <h2 className="section-title">{t('market.globalMarkets')}</h2>
      {indices.isError ? (
        <ErrorState onRetry={() => void indices.refetch()} />
      ) : (
        <Suspense fallback={MAP_PLACEHOLDER}>
          <WorldMap indices={indices.data ?? []} />
        </Suspense>
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
