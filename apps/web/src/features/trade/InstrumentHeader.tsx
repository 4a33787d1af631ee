import type { Quote } from '@bourse/contract';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { trendOf } from '../../lib/decimal';
import { formatPrice } from '../../lib/format';
import { FlashValue } from '../../ui/FlashValue';
import { InstrumentLogo } from '../../ui/InstrumentLogo';
import { RatioText } from '../../ui/TrendText';

/** The order screens' header: the instrument, its live price and change, and whether its market is open. */
export function InstrumentHeader({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <section className="trade-instrument" aria-label={t('trade.instrument')}>
      <InstrumentLogo url={quote.localLogoUrl} code={quote.stock_code} size={36} />
      <div className="trade-instrument-id">
        <p className="trade-instrument-code">
          {quote.stock_code}
          <span className="trade-instrument-exchange">
            {quote.exchange} · {quote.currency}
          </span>
        </p>
        <p className="trade-instrument-name">{quote.name}</p>
      </div>
      <div className="trade-instrument-price">
        <FlashValue
          value={quote.price_nominal}
          className={`num trend-${trendOf(quote.change)}`}
          testId="instrument-price"
        >
          {formatPrice(quote.price_nominal)}
        </FlashValue>
        <RatioText ratio={quote.change_ratio} change={quote.change} />
      </div>
    </section>
  );
}

/** What an order screen shows while the instrument and its terms load. */
export function OrderScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="trade-skeleton" role="status" aria-label={t('common.loading')}>
      <Skeleton.Title animated />
      <Skeleton animated className="trade-skeleton-block" />
      <Skeleton.Paragraph lineCount={4} animated />
      <Skeleton animated className="trade-skeleton-block" />
    </div>
  );
}
