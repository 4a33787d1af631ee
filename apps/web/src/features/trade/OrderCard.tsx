import type { Order } from '@bourse/contract';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { FlashValue } from '../../ui/FlashValue';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useCancelOrder } from './mutations';
import { DirectionTag, Field } from './PositionCard';
import { fillOf } from './trade-math';
import { useLiveBidAsk } from './useLiveBidAsk';
import { priceText } from './price-text';
import { formatQuantity } from '../../lib/format';

/** docs/product.md §9: a loading toast stays up to 20 s. */
const LOADING_TOAST_MS = 20_000;

/**
 * An Entrusted card: a resting limit order with its total (margin and fee reserved), price, units, time and the live
 * price it waits for (the ask for a buy, the bid for a sell); Cancel asks first, then shows a loading toast, cancels,
 * refreshes the list and says Success (docs/product.md §4).
 */
export function OrderCard({ order, onCancelled }: { order: Order; onCancelled: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const sides = useLiveBidAsk(order.channel);
  const live = sides ? fillOf(order.direction === 1 ? 1 : 0, sides) : order.currentPrice;

  const onCancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('trade.cancelTitle'),
      content: t('trade.cancelBody', { code: order.stockCode }),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed || cancel.isPending) return;
    const loading = Toast.show({ icon: 'loading', content: t('common.loading'), duration: LOADING_TOAST_MS });
    try {
      await cancel.mutateAsync(order.orderId);
      await onCancelled();
      loading.close();
      showToast(t('messages.success'));
    } catch {
      loading.close();
    }
  };

  return (
    <li className="card trade-card" data-testid="order-card" aria-label={`${order.stockCode} ${order.stockName}`}>
      <div className="trade-card-head">
        <span className="type-tag">{t('trade.limit')}</span>
        <div className="trade-card-title">
          <span className="trade-card-code">{order.stockCode}</span>
          <span className="trade-card-name">{order.stockName}</span>
        </div>
        <FlashValue value={live} className="trade-card-price num" testId="order-live-price">
          {priceText(live)}
        </FlashValue>
      </div>
      <div className="trade-card-tags">
        <DirectionTag direction={order.direction} detail={`${order.leverage}x`} />
        <StatusTag tone="pending">{t('trade.orderResting')}</StatusTag>
      </div>
      <dl className="card-grid">
        <Field label={t('trade.entrustTotal')}>{formatMoney(order.consignAmount)}</Field>
        <Field label={t('trade.limitPrice')}>{priceText(order.consignPrice)}</Field>
        <Field label={t('trade.unitsLabel')}>{formatQuantity(order.consignNum)}</Field>
        <Field label={t('trade.validUntil')} wide>
          {order.expireTimeTimestamp ? formatDateTime(order.expireTimeTimestamp) : t('trade.gtc')}
        </Field>
        <Field label={t('trade.placed')} wide>
          {formatDateTime(order.createTimeTimestamp)}
        </Field>
      </dl>
      <div className="trade-card-actions single">
        <Button size="small" className="action-cancel" loading={cancel.isPending} onClick={() => void onCancel()}>
          {t('trade.cancelOrder')}
        </Button>
      </div>
    </li>
  );
}
