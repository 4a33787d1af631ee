import type { Quote } from '@bourse/contract';
import { Link } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { trendOf } from '../../lib/decimal';
import { formatPrice } from '../../lib/format';
import { quotePath, refOf } from '../../lib/quote-ref';
import { FlashValue } from '../../ui/FlashValue';
import { RatioText } from '../../ui/TrendText';

/** The Preview's 3-column grid of top stocks: code, live price, ratio. */
export function TopStockGrid({ quotes, label }: { quotes: readonly Quote[]; label: string }) {
  return (
    <ul className="stock-grid" aria-label={label}>
      {quotes.map((quote) => (
        <StockCard key={quote.channel} quote={quote} />
      ))}
    </ul>
  );
}

function StockCard({ quote }: { quote: Quote }) {
  const live = useLiveQuote(quote);
  return (
    <li>
      <Link
        to={quotePath(refOf(live))}
        className={`stock-card trend-bg-${trendOf(live.change)}`}
        data-testid="stock-card"
        data-code={live.stock_code}
      >
        <span className="stock-card-code">{live.stock_code}</span>
        <span className="stock-card-name">{live.name}</span>
        <FlashValue value={live.price_nominal} className="stock-card-price num" testId="quote-price">
          {formatPrice(live.price_nominal)}
        </FlashValue>
        <RatioText ratio={live.change_ratio} change={live.change} />
      </Link>
    </li>
  );
}
