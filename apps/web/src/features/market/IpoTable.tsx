import type { Endpoints, OutputOf } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../lib/format';
import { paymentPath } from '../../lib/payment-ref';
import { InfiniteList } from '../../ui/InfiniteList';
import { InstrumentLogo } from '../../ui/InstrumentLogo';
import { useIpoList } from './queries';

type Ipo = OutputOf<Endpoints['ipoList']>['data'][number];

/** The date that matters for each state: when subscription opens or closes, the draw, the listing. */
function keyDate(ipo: Ipo): string {
  switch (ipo.status) {
    case 'upcoming':
      return ipo.subscriptionStartDate;
    case 'subscribing':
      return ipo.subscriptionEndDate;
    case 'drawing':
      return ipo.drawDate;
    default:
      return ipo.listingDate;
  }
}

/**
 * US Stock sub-tab 2: IPO offerings with symbol, name, issue price and state. A row open for subscription opens
 * /payment/ipo (docs/product.md §2: buying an IPO goes there); the others have nothing to act on yet.
 */
export function IpoTable() {
  const { t } = useTranslation();
  const query = useIpoList();
  return (
    <InfiniteList<Ipo>
      query={query}
      skeletonRows={6}
      empty={t('market.ipo.empty')}
      as={(rows) => (
        <div className="data-table ipo-table" role="table" aria-label={t('market.sub.ipo')}>
          <div className="list-header" role="row">
            <span role="columnheader">{t('market.cols.symbol')}</span>
            <span role="columnheader">{t('market.cols.name')}</span>
            <span role="columnheader" className="align-end">
              {t('market.cols.issuePrice')}
            </span>
            <span role="columnheader" className="align-end">
              {t('market.cols.status')}
            </span>
          </div>
          {rows}
        </div>
      )}
      renderItem={(ipo) => {
        const cells = (
          <>
            <span role="cell" className="ipo-symbol">
              <InstrumentLogo url={ipo.localLogoUrl} code={ipo.symbol} size={28} />
              <span className="quote-code">{ipo.symbol}</span>
            </span>
            <span role="cell" className="quote-name ipo-name">
              {ipo.name}
            </span>
            <span role="cell" className="align-end num ipo-price">
              {formatPrice(ipo.issuePrice)}
              <small>{ipo.currency}</small>
            </span>
            <span role="cell" className="align-end ipo-status">
              <span className={`status-chip status-${ipo.status}`}>{t(`market.ipo.status.${ipo.status}`)}</span>
              <small className="num">{formatDate(keyDate(ipo))}</small>
            </span>
          </>
        );
        return ipo.status === 'subscribing' ? (
          <Link
            key={ipo.symbol}
            to={paymentPath({
              source: 'IPO',
              name: ipo.name,
              code: ipo.symbol,
              market: ipo.exchangeCode === 'HKEX' ? 'HK' : 'US',
            })}
            className="ipo-row ipo-row-open"
            role="row"
            data-testid="ipo-row"
            aria-label={t('ipo.subscribe', { code: ipo.symbol })}
          >
            {cells}
          </Link>
        ) : (
          <div key={ipo.symbol} className="ipo-row" role="row" data-testid="ipo-row">
            {cells}
          </div>
        );
      }}
    />
  );
}
