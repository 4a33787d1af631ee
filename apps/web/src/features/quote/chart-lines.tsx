import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';

/** What a horizontal line on the quote chart marks: an entry, a stop-loss, a take-profit or a liquidation price. */
export type ChartLineKind = 'entry' | 'stopLoss' | 'takeProfit' | 'liquidation';

/** A horizontal price line drawn over the quote chart, with a short label on the price axis. */
export interface ChartLine {
  id: string;
  kind: ChartLineKind;
  /** Exact decimal string; turned into a number only to place the line. */
  price: string;
  /** Short: 'Long 10', 'SL', 'TP', 'Liq'. */
  label: string;
}

/** Each kind's colour (CSS variables, so the theme and the up/down setting apply): SL down, TP up, liquidation amber. */
export const LINE_COLORS: Record<ChartLineKind, string> = {
  entry: '--bourse-accent',
  stopLoss: '--bourse-down',
  takeProfit: '--bourse-up',
  liquidation: '--bourse-warning',
};

/** The chips under the chart naming each line and its price. */
export function ChartLegend({ lines }: { lines: readonly ChartLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <ul className="chart-legend" aria-label={t('quote.chartLines')}>
      {lines.map((line) => (
        <li key={line.id} className={`legend-chip legend-${line.kind}`} data-testid="chart-line">
          <span className="legend-dot" aria-hidden="true" />
          {line.label} <span className="num">{formatPrice(line.price)}</span>
        </li>
      ))}
    </ul>
  );
}
