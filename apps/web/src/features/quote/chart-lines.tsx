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

/** Each kind's colour (CSS variables, so the up/down setting applies): SL down, TP up, liquidation amber. */
export const LINE_COLORS: Record<ChartLineKind, { variable: string; fallback: string }> = {
  entry: { variable: '--bourse-accent', fallback: '#4b8bff' },
  stopLoss: { variable: '--bourse-down', fallback: '#f24b5e' },
  takeProfit: { variable: '--bourse-up', fallback: '#1dc47f' },
  liquidation: { variable: '--bourse-warning', fallback: '#f5b544' },
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
