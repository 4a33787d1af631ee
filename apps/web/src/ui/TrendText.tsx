import { trendOf } from '../lib/decimal';
import { formatChange, formatRatio } from '../lib/format';

/** A change ratio ('+1.23%') in the up or down colour, by the sign of the change. */
export function RatioText({ ratio, change, pill = false }: { ratio: string; change: string; pill?: boolean }) {
  return <span className={`num trend-${trendOf(change)}${pill ? ' ratio-pill' : ''}`}>{formatRatio(ratio)}</span>;
}

/** A signed change ('+1.25') in the up or down colour. */
export function ChangeText({ change, price }: { change: string; price?: string }) {
  return <span className={`num trend-${trendOf(change)}`}>{formatChange(change, price)}</span>;
}
