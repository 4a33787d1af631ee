import type { Quote } from '@bourse/contract';
import { Link } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { formatPrice } from '../../lib/format';
import { quotePath, refOf } from '../../lib/quote-ref';
import { FlashValue } from '../../ui/FlashValue';
import { InstrumentLogo } from '../../ui/InstrumentLogo';
import { RatioText } from '../../ui/TrendText';

/** One instrument in a list: logo, code and name, live price, change ratio; opens its quote. */
export function QuoteRow({ quote }: { quote: Quote }) {
  const live = useLiveQuote(quote);
  return (
    <li>
      <Link to={quotePath(refOf(live))} className="quote-row" data-testid="quote-row" data-code={live.stock_code}>
        <InstrumentLogo url={live.localLogoUrl} code={live.stock_code} />
        <span className="quote-id">
          <span className="quote-code">{live.stock_code}</span>
          <span className="quote-name">{live.name}</span>
        </span>
        <FlashValue value={live.price_nominal} className="quote-price num" testId="quote-price">
          {formatPrice(live.price_nominal)}
        </FlashValue>
        <span className="quote-ratio">
          <RatioText ratio={live.change_ratio} change={live.change} pill />
        </span>
      </Link>
    </li>
  );
}
