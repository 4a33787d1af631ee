import type { Quote } from '@bourse/contract';
import { Link } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { trendOf } from '../../lib/decimal';
import { formatPrice } from '../../lib/format';
import { quotePath, refOf } from '../../lib/quote-ref';
import { FlashValue } from '../../ui/FlashValue';
import { ChangeText, RatioText } from '../../ui/TrendText';

/** A row of index cards: name, live level, change and ratio; each opens the index's quote. */
export function IndexCards({ quotes, label }: { quotes: readonly Quote[]; label: string }) {
  return (
    <ul className="card-row" aria-label={label}>
      {quotes.map((quote) => (
        <IndexCard key={quote.channel} quote={quote} />
      ))}
    </ul>
  );
}

function IndexCard({ quote }: { quote: Quote }) {
  const live = useLiveQuote(quote);
  return (
    <li>
      <Link
        to={quotePath(refOf(live))}
        className={`index-card trend-bg-${trendOf(live.change)}`}
        data-testid="index-card"
        data-code={live.stock_code}
      >
        <span className="index-card-name">{live.name}</span>
        <FlashValue value={live.price_nominal} className={`index-card-price num trend-${trendOf(live.change)}`}>
          {formatPrice(live.price_nominal)}
        </FlashValue>
        <span className="index-card-change">
          <ChangeText change={live.change} price={live.price_nominal} />
          <RatioText ratio={live.change_ratio} change={live.change} />
        </span>
      </Link>
    </li>
  );
}
