import { KLINE_TYPES, type KlineType, type Quote } from '@bourse/contract';
import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteRef } from '../../lib/quote-ref';
import { type ChartLine, ChartLegend } from './chart-lines';
import { canDrawCharts, ChartBoundary } from '../../ui/charts/chart-support';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { ErrorState } from '../../ui/states';
import { IntradayChart } from './IntradayChart';
import { useKline } from './queries';

/** The candle periods' chart library loads only when one of them is chosen; the intraday line is the app's own SVG. */
const PriceChart = lazy(() => import('./PriceChart'));

/** Period tabs (docs/product.md §9: intraday, 1D, 1W, 1M, 3M, 1Y) over the chart. */
export function ChartPanel({
  instrument,
  info,
  lines = [],
}: {
  instrument: QuoteRef;
  info: Quote;
  /** Horizontal price lines over the chart, listed in chips beneath it. */
  lines?: readonly ChartLine[];
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<KlineType>('intraday');
  const kline = useKline(instrument, type);
  const drawn = kline.data ? drawnType(kline.data.type, type) : type;

  return (
    <section className="chart-panel" aria-label={t('quote.chart')}>
      <ChoiceGroup
        kind="tab"
        className="period-tabs"
        optionClassName="period-tab"
        label={t('quote.periods')}
        value={type}
        onChange={setType}
        options={KLINE_TYPES.map((period) => ({
          value: period,
          label: period === 'intraday' ? t('quote.intraday') : period,
        }))}
      />
      <div className="chart-box">
        {kline.isError && !kline.data ? (
          <ErrorState onRetry={() => void kline.refetch()} />
        ) : !kline.data ? (
          <Skeleton animated className="chart-skeleton" />
        ) : drawn === 'intraday' ? (
          <IntradayChart
            candles={kline.data.candles}
            prevClose={kline.data.prevClose}
            livePrice={info.price_nominal}
            liveTime={info.t}
            lines={lines}
          />
        ) : !canDrawCharts() ? (
          <p className="chart-unavailable">{t('quote.chartUnavailable')}</p>
        ) : (
          <ChartBoundary fallback={<p className="chart-unavailable">{t('quote.chartUnavailable')}</p>}>
            <Suspense fallback={<Skeleton animated className="chart-skeleton" />}>
              <PriceChart
                type={drawn}
                candles={kline.data.candles}
                livePrice={info.price_nominal}
                liveTime={info.t}
                lines={lines}
              />
            </Suspense>
          </ChartBoundary>
        )}
      </div>
      <ChartLegend lines={lines} />
    </section>
  );
}

/** The period of the data on hand (while another loads, the previous period stays drawn as it was). */
const drawnType = (dataType: string, asked: KlineType): KlineType => KLINE_TYPES.find((k) => k === dataType) ?? asked;
