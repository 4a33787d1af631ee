import type { ClosedPosition } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { signOf, trendOf } from '../../lib/decimal';
import { formatQuantity, formatSigned } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { DirectionTag, Field, TypeTag } from './PositionCard';
import { priceText } from './price-text';

/**
 * A Closing card: the instrument's type, entry (the fill, bought or sold) and close price, quantity, total, realised
 * profit, time and why it closed.
 */
export function ClosedCard({ closed }: { closed: ClosedPosition }) {
  const { t } = useTranslation();
  return (
    <li className="card trade-card" data-testid="closed-card" aria-label={`${closed.stockCode} ${closed.stockName}`}>
      <div className="trade-card-head">
        <TypeTag positionType={closed.positionType} />
        <div className="trade-card-title">
          <span className="trade-card-code">{closed.stockCode}</span>
          <span className="trade-card-name">{closed.stockName}</span>
        </div>
        <span className={`profit-value num trend-${trendOf(closed.sellProfit)}`} data-testid="closed-profit">
          {formatSigned(closed.sellProfit)} USD
        </span>
      </div>
      <div className="trade-card-tags">
        <DirectionTag direction={closed.direction} />
        <span className={closed.reason === 'manual' ? 'reason-tag' : 'reason-tag auto'}>
          {t(`trade.reasons.${closed.reason}`)}
        </span>
      </div>
      <dl className="card-grid">
        <Field label={t('trade.entryPrice')}>{priceText(closed.buyPrice)}</Field>
        <Field label={t('trade.closePrice')}>{priceText(closed.sellPrice)}</Field>
        <Field label={t('trade.quantity')}>{formatQuantity(closed.sellNum)}</Field>
        <Field label={t('trade.closeTotal')}>{formatMoney(closed.sellTotalAmount)}</Field>
        <Field label={t('trade.closeFee')}>{formatMoney(closed.fee)}</Field>
        <Field label={t('trade.closedAt')} wide>
          {formatDateTime(closed.time)}
        </Field>
        {signOf(closed.writeOff) > 0 && <Field label={t('trade.writeOff')}>{formatMoney(closed.writeOff)}</Field>}
      </dl>
    </li>
  );
}
