import type { Quote } from '@bourse/contract';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { trendOf } from '../../lib/decimal';
import { formatPrice } from '../../lib/format';
import { formatDateTime } from '../../lib/date-time';
import { newYorkWallClock } from '../../lib/new-york-time';
import { FlashValue } from '../../ui/FlashValue';
import { InstrumentLogo } from '../../ui/InstrumentLogo';
import { ChangeText, RatioText } from '../../ui/TrendText';

/**
 * The live price header: code and exchange, price, change and ratio, whether the market is open, and the New York
 * time of the price shown (the quote's own time, so it moves with every tick): its wall clock read as UTC fields, in
 * English the frame's `newYorkDateTime` exactly.
 */
export function QuoteHeader({ info }: { info: Quote }) {
  const { t } = useTranslation();
  return (
    <section className="quote-header" aria-label={t('quote.price')}>
      <div className="quote-header-id">
        <InstrumentLogo url={info.localLogoUrl} code={info.stock_code} size={36} />
        <div>
          <p className="quote-header-code">
            {info.stock_code}
            <span className="quote-header-exchange">
              {info.exchange} · {info.currency}
            </span>
          </p>
          <p className="quote-header-name">{info.name}</p>
        </div>
        <span
          className={`market-badge ${info.isOpen ? 'open' : 'closed'}`}
          data-testid="market-status"
          data-open={info.isOpen}
        >
          {info.isOpen ? t('quote.open') : t('quote.closed')}
        </span>
      </div>
      <div className="quote-header-price">
        <FlashValue
          value={info.price_nominal}
          className={`quote-big-price num trend-${trendOf(info.change)}`}
          testId="detail-price"
        >
          {formatPrice(info.price_nominal)}
        </FlashValue>
        <span className="quote-header-change">
          <ChangeText change={info.change} price={info.price_nominal} />
          <RatioText ratio={info.change_ratio} change={info.change} />
        </span>
      </div>
      <p className="quote-header-time num" data-testid="quote-time">
        {t('quote.asOf', { time: formatDateTime(newYorkWallClock(info.t), { utc: true }) })}
      </p>
    </section>
  );
}

export function QuoteHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="quote-header" role="status" aria-label={t('common.loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={2} animated />
      <Skeleton animated className="chart-skeleton" />
    </div>
  );
}
