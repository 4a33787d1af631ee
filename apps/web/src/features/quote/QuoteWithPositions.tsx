import type { Position } from '@bourse/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatQuantity, truncate } from '../../lib/format';
import { parseQuoteRef } from '../../lib/quote-ref';
import { usePositionsIn } from '../../api/trade-keys';
import type { ChartLine } from './chart-lines';
import { QuoteScreen } from './QuoteScreen';

/** Each open position's entry, stop-loss, take-profit, trailing stop and liquidation price as chart lines. */
export function positionLines(positions: readonly Position[], t: TFunction): ChartLine[] {
  const lines = new Map<string, ChartLine>();
  for (const p of positions) {
    // A stop typed as 243.9 reads 243.90 beside an entry of 243.55: each line has the places of its position's price.
    const places = Math.max(2, p.discountBuyingPrice.split('.')[1]?.length ?? 0);
    const add = (kind: ChartLine['kind'], given: string | null | undefined, label: string) => {
      if (!given) return;
      const price = truncate(given, places);
      const id = `${kind}:${label}:${price}`;
      if (!lines.has(id)) lines.set(id, { id, kind, price, label });
    };
    const side = p.direction === 1 ? t('trade.lines.short') : t('trade.lines.long');
    add('entry', p.discountBuyingPrice, `${side} ${formatQuantity(p.positionNum)}`);
    add('stopLoss', p.stopLossPrice, t('trade.lines.stopLoss'));
    add('stopLoss', p.trailingStop?.stopPrice, t('trade.lines.trailing'));
    add('takeProfit', p.takeProfitPrice, t('trade.lines.takeProfit'));
    add('liquidation', p.liquidationPrice, t('trade.lines.liquidation'));
  }
  return [...lines.values()];
}

/**
 * The quote screen with the user's positions in the instrument drawn on its chart (entry, stop-loss, take-profit,
 * liquidation); a visitor or someone holding nothing sees the plain quote.
 */
export function QuoteWithPositions({ kind }: { kind: 'stock' | 'index' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = parseQuoteRef(params);
  const positions = usePositionsIn(ref);
  return <QuoteScreen kind={kind} chartLines={positions.data ? positionLines(positions.data, t) : undefined} />;
}
