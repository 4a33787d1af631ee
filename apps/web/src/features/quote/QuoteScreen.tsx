import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useLiveQuote } from '../../api/usePushQuotes';
import { canTrade } from '../../lib/payment-ref';
import { parseQuoteRef, type QuoteRef } from '../../lib/quote-ref';
import { Screen } from '../../ui/Screen';
import { SimulatedNote } from '../../ui/SimulatedNote';
import { SymbolNews } from '../news';
import { EmptyState, ErrorState } from '../../ui/states';
import type { ChartLine } from './chart-lines';
import { ChartPanel } from './ChartPanel';
import { CompanyProfile } from './CompanyProfile';
import { useStockDetail } from './queries';
import { QuoteHeader, QuoteHeaderSkeleton } from './QuoteHeader';
import { QuoteStats } from './QuoteStats';
import { RelatedFutures } from './RelatedFutures';
import { TradeBar } from './TradeBar';
import { WatchStar } from './WatchStar';
import './quote.css';

interface QuoteScreenProps {
  kind: 'stock' | 'index';
  /** Price lines to draw over the chart (the trading feature passes the user's positions in the instrument). */
  chartLines?: readonly ChartLine[];
}

/**
 * /quote/stock and /quote/index (docs/product.md §2): live header, chart with its periods, detailed quotes; a stock
 * adds its company profile and related futures. Buy and Sell stay at the bottom for whatever can be traded.
 */
export function QuoteScreen({ kind, chartLines }: QuoteScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = parseQuoteRef(params);
  const detail = useStockDetail(ref);
  const info = useLiveQuote(detail.data?.stockInfo);

  const title = ref ? ref.name : t('quote.title');
  const actions = ref && detail.data && <WatchStar instrument={ref} onList={detail.data.selfSelectStatus === 1} />;

  return (
    <Screen
      title={title}
      backTo="/market"
      actions={actions}
      footer={ref && detail.data && canTrade(ref) ? <TradeBar instrument={ref} /> : undefined}
    >
      {!ref || (detail.isError && isApiError(detail.error) && detail.error.code === 404) ? (
        <EmptyState title={t('quote.notFound')} />
      ) : detail.isError ? (
        <ErrorState onRetry={() => void detail.refetch()} />
      ) : !info || !detail.data ? (
        <QuoteHeaderSkeleton />
      ) : (
        <QuoteBody kind={kind} ref_={ref} info={info} detail={detail.data} chartLines={chartLines} />
      )}
    </Screen>
  );
}

const SIMULATED_NOTE = <SimulatedNote />;

type Detail = NonNullable<ReturnType<typeof useStockDetail>['data']>;

function QuoteBody({
  kind,
  ref_,
  info,
  detail,
  chartLines,
}: {
  kind: 'stock' | 'index';
  ref_: QuoteRef;
  info: Detail['stockInfo'];
  detail: Detail;
  chartLines: readonly ChartLine[] | undefined;
}) {
  // A tick (about one a second) renders this again with a new `info`: what does not show the quote is kept as the
  // same element, which React does not render again (the news list and its links were a fifth of each tick's render).
  const related = useMemo(
    () => (detail.relatedFutures.length > 0 ? <RelatedFutures quotes={detail.relatedFutures} /> : null),
    [detail.relatedFutures],
  );
  const news = useMemo(() => <SymbolNews code={ref_.code} />, [ref_.code]);
  return (
    <>
      <QuoteHeader info={info} />
      <ChartPanel instrument={ref_} info={info} lines={chartLines} />
      <QuoteStats info={info} kind={kind} />
      {kind === 'stock' && <CompanyProfile info={info} />}
      {related}
      {news}
      {SIMULATED_NOTE}
    </>
  );
}
