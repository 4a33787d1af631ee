import type { WatchlistRow } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveTick, usePushQuotes } from '../../api/usePushQuotes';
import { formatPrice, formatVolume } from '../../lib/format';
import { quotePath } from '../../lib/quote-ref';
import { FlashValue } from '../../ui/FlashValue';
import { ChangeText, RatioText } from '../../ui/TrendText';

/** A raw watchlist row with the newest tick laid over its price, change, ratio and volume. */
export function useLiveRow(row: WatchlistRow): WatchlistRow {
  usePushQuotes([row.channel]);
  const live = useLiveTick(row.channel);
  if (!live) return row;
  return {
    ...row,
    f2: live.price_nominal ?? row.f2,
    f3: live.change_ratio ?? row.f3,
    f4: live.change ?? row.f4,
    f5: live.volume ?? row.f5,
  };
}

/** Collect's table: symbol and name, price, change, ratio and volume, live. */
export function WatchlistTable({ rows }: { rows: readonly WatchlistRow[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="list-header watch-grid" aria-hidden="true">
        <span>{t('market.cols.symbol')}</span>
        <span className="align-end">{t('market.cols.price')}</span>
        <span className="align-end">{t('market.cols.change')}</span>
        <span className="align-end">{t('market.cols.ratio')}</span>
        <span className="align-end">{t('market.cols.volume')}</span>
      </div>
      <ul className="quote-list" aria-label={t('screens.collect')}>
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </ul>
    </>
  );
}

function Row({ row }: { row: WatchlistRow }) {
  const live = useLiveRow(row);
  const to = quotePath({ source: live.source, name: live.f14, code: live.f12, market: live.market });
  return (
    <li>
      <Link to={to} className="quote-row watch-grid" data-testid="watch-row" data-code={live.f12}>
        <span className="quote-id">
          <span className="quote-code">{live.f12}</span>
          <span className="quote-name">{live.f14}</span>
        </span>
        <FlashValue value={live.f2} className="quote-price num" testId="watch-price">
          {formatPrice(live.f2)}
        </FlashValue>
        <span className="align-end">
          <ChangeText change={live.f4} price={live.f2} />
        </span>
        <span className="align-end">
          <RatioText ratio={live.f3} change={live.f4} />
        </span>
        <span className="align-end num muted-num">{formatVolume(live.f5)}</span>
      </Link>
    </li>
  );
}
