import { type OrderResult, OrderStatus, PositionListKind } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { SummaryRow } from './OrderSummary';
import { priceText } from './price-text';
import { formatQuantity } from '../../lib/format';

/**
 * After an order: filled (the new position, and "View in Orders"), resting (the limit order waiting in Entrusted),
 * or left unfilled (the reason).
 */
export function OrderResultCard({ result, onAgain }: { result: OrderResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { order, position } = result;
  const filled = order.status === OrderStatus.filled;
  const resting = order.status === OrderStatus.resting;
  const buy = order.direction === 0;
  const side = buy ? t('trade.buyLong') : t('trade.sellShort');
  const title = filled ? t('trade.filled') : resting ? t('trade.resting') : t('trade.notFilled');

  return (
    <section className="card trade-done" aria-label={title} data-testid="order-result">
      <span className={filled ? 'done-badge ok' : resting ? 'done-badge wait' : 'done-badge off'} aria-hidden="true">
        {filled ? '✓' : resting ? '…' : '×'}
      </span>
      <h2>{title}</h2>
      <p className={buy ? 'done-lead trend-up' : 'done-lead trend-down'}>
        {side} {formatQuantity(order.consignNum)} {order.stockCode}
      </p>
      <dl className="summary-list">
        {filled && position ? (
          <>
            <SummaryRow label={t('trade.fillPrice')}>{priceText(position.discountBuyingPrice)}</SummaryRow>
            <SummaryRow label={t('trade.quantity')}>{formatQuantity(position.positionNum)}</SummaryRow>
            <SummaryRow label={t('trade.leverage')}>
              {`${position.leverage}x · ${position.isolatedPosition === 1 ? t('trade.isolated') : t('trade.cross')}`}
            </SummaryRow>
            <SummaryRow label={t('trade.margin')}>{`${formatMoney(position.marginAmount)} USD`}</SummaryRow>
            <SummaryRow label={t('trade.openFee')}>{`${formatMoney(position.openFee)} USD`}</SummaryRow>
            {position.liquidationPrice && (
              <SummaryRow label={t('trade.liquidationPrice')}>{priceText(position.liquidationPrice)}</SummaryRow>
            )}
          </>
        ) : (
          <>
            <SummaryRow label={t('trade.limitPrice')}>{priceText(order.consignPrice)}</SummaryRow>
            <SummaryRow label={t('trade.quantity')}>{formatQuantity(order.consignNum)}</SummaryRow>
            <SummaryRow label={t('trade.reserved')}>{`${formatMoney(order.consignAmount)} USD`}</SummaryRow>
            {resting && (
              <SummaryRow label={t('trade.validUntil')}>
                {order.expireTimeTimestamp ? formatDateTime(order.expireTimeTimestamp) : t('trade.gtc')}
              </SummaryRow>
            )}
          </>
        )}
      </dl>
      {resting && <p className="trade-note">{t('trade.restingNote', { price: priceText(order.consignPrice) })}</p>}
      {!filled && !resting && order.cancelReason && (
        <p className="trade-note">{t(`trade.cancelReasons.${order.cancelReason}`)}</p>
      )}
      <div className="done-actions">
        <Button
          block
          color="primary"
          onClick={() => void navigate(resting ? `/trade?type=${PositionListKind.entrusted}` : '/trade')}
        >
          {resting ? t('trade.viewEntrusted') : t('trade.viewOrders')}
        </Button>
        <Button block onClick={onAgain}>
          {t('trade.newOrder')}
        </Button>
      </div>
    </section>
  );
}
