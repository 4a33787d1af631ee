import type { Endpoints, OutputOf } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPercent, formatPrice, formatQuantity, formatSigned, formatVolume } from '../../lib/format';

type StockInfo = OutputOf<Endpoints['stockDetail']>['stockInfo'];

interface Stat {
  key: string;
  label: string;
  value: string;
  /** A second, smaller line under the value (the size quoted at a bid or ask). */
  sub?: string;
}

/** Detailed quotes: the day's range, the 52-week range, bid and ask, volume, amplitude; futures terms. */
export function QuoteStats({ info, kind }: { info: StockInfo; kind: 'stock' | 'index' }) {
  const { t } = useTranslation();
  const stats: Stat[] = [
    { key: 'open', label: t('quote.stats.open'), value: formatPrice(info.open) },
    { key: 'prevClose', label: t('quote.stats.prevClose'), value: formatPrice(info.prevClose) },
    { key: 'high', label: t('quote.stats.high'), value: formatPrice(info.high) },
    { key: 'low', label: t('quote.stats.low'), value: formatPrice(info.low) },
    { key: 'high52w', label: t('quote.stats.high52w'), value: formatPrice(info.high52w) },
    { key: 'low52w', label: t('quote.stats.low52w'), value: formatPrice(info.low52w) },
  ];
  if (kind === 'stock') {
    stats.push(
      { key: 'bid', label: t('quote.stats.bid'), value: formatPrice(info.bid), sub: formatVolume(info.bidVolume) },
      { key: 'ask', label: t('quote.stats.ask'), value: formatPrice(info.ask), sub: formatVolume(info.askVolume) },
    );
  }
  stats.push(
    { key: 'volume', label: t('quote.stats.volume'), value: formatVolume(info.volume) },
    { key: 'amplitude', label: t('quote.stats.amplitude'), value: formatPercent(info.amplitude) },
  );
  if (kind === 'stock') {
    stats.push({ key: 'lotSize', label: t('quote.stats.lotSize'), value: String(info.lotSize) });
  }
  const futures = info.futures;
  if (futures) {
    stats.push(
      { key: 'openInterest', label: t('quote.stats.openInterest'), value: formatVolume(futures.openInterest) },
      {
        key: 'openInterestChange',
        label: t('quote.stats.openInterestChange'),
        value: formatSigned(futures.openInterestChange, 0),
      },
      { key: 'prevSettle', label: t('quote.stats.prevSettle'), value: formatPrice(futures.prevSettle) },
      { key: 'expiryDate', label: t('quote.stats.expiryDate'), value: formatDate(futures.expiryDate) },
      { key: 'lastTradingDay', label: t('quote.stats.lastTradingDay'), value: formatDate(futures.lastTradingDay) },
      {
        key: 'contract',
        label: t('quote.stats.contract'),
        value: `${futures.contractCode} · ${formatQuantity(futures.contractSize)} ${futures.unit}`,
      },
    );
  }

  return (
    <section aria-label={t('quote.details')}>
      <h2 className="section-title">{t('quote.details')}</h2>
      <dl className="stats-grid">
        {stats.map((stat) => (
          <div key={stat.key} className="stat" data-testid={`stat-${stat.key}`}>
            <dt>{stat.label}</dt>
            <dd className="num">
              {stat.value}
              {stat.sub !== undefined && <span className="stat-sub">× {stat.sub}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
