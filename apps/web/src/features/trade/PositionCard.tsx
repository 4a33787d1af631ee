import { InstrumentType, type Position, TradeDirection } from '@bourse/contract';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { trendOf } from '../../lib/decimal';
import { formatQuantity, formatSigned } from '../../lib/format';
import { closePaymentPath, paymentPath } from '../../lib/payment-ref';
import type { QuoteRef } from '../../lib/quote-ref';
import { formatMoney } from '../../lib/money';
import { FlashValue } from '../../ui/FlashValue';
import { marketValue, markOf, openProfit } from './trade-math';
import { useLiveBidAsk } from './useLiveBidAsk';
import { priceText } from './price-text';

/** docs/product.md §3 instrument type codes, as the card's type tag names them. */
const TYPE_KEYS = {
  [InstrumentType.stock]: 'stock',
  [InstrumentType.hkStock]: 'hkStock',
  [InstrumentType.forex]: 'forex',
  [InstrumentType.future]: 'future',
  [InstrumentType.blockTrade]: 'blockTrade',
  [InstrumentType.ipo]: 'ipo',
  [InstrumentType.index]: 'index',
  [InstrumentType.bonds]: 'bonds',
} as const;

export const refOfHolding = (p: Pick<Position, 'source' | 'stockName' | 'stockCode' | 'market'>): QuoteRef => ({
  source: p.source,
  name: p.stockName,
  code: p.stockCode,
  market: p.market,
});

export function Field({
  label,
  children,
  testId,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Across both columns (a date and time). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'card-cell wide' : 'card-cell'}>
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Long or short, with the leverage and margin mode when given. */
export function DirectionTag({ direction, detail }: { direction: number; detail?: string }) {
  const { t } = useTranslation();
  const long = direction === TradeDirection.buy;
  return (
    <span className={long ? 'direction-tag long' : 'direction-tag short'}>
      {long ? t('trade.long') : t('trade.short')}
      {detail && ` · ${detail}`}
    </span>
  );
}

/** The instrument's type (Stock, Forex, …) at the head of a card. */
export function TypeTag({ positionType }: { positionType: number }) {
  const { t } = useTranslation();
  const typeKey = TYPE_KEYS[positionType as keyof typeof TYPE_KEYS] ?? 'stock';
  return <span className="type-tag">{t(`trade.types.${typeKey}`)}</span>;
}

/**
 * A Holding card (docs/product.md §2): the position with its price, profit and holding total kept live from /push
 * (long at the bid, short at the ask, computed exactly), margin (isolated positions can add to it), liquidation
 * price and triggers, and buy-up, close and buy-down.
 */
export function PositionCard({ position, onAddMargin }: { position: Position; onAddMargin: (p: Position) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sides = useLiveBidAsk(position.channel);
  const live = sides && markOf(position.direction, sides);
  const mark = live ?? position.newPrice;
  const profit = (live && openProfit(position, live)?.toFixed(2)) ?? position.profit;
  const total = (live && marketValue(position, live)?.toFixed(2)) ?? position.marketPrice;
  const ref = refOfHolding(position);
  const isolated = position.isolatedPosition === 1;

  return (
    <li
      className="card trade-card"
      data-testid="position-card"
      aria-label={`${position.stockCode} ${position.stockName}`}
    >
      <div className="trade-card-head">
        <TypeTag positionType={position.positionType} />
        <div className="trade-card-title">
          <span className="trade-card-code">{position.stockCode}</span>
          <span className="trade-card-name">{position.stockName}</span>
        </div>
        <FlashValue value={mark} className="trade-card-price num" testId="position-price">
          {priceText(mark)}
        </FlashValue>
      </div>
      <div className="trade-card-tags">
        <DirectionTag
          direction={position.direction}
          detail={`${position.leverage}x ${isolated ? t('trade.isolated') : t('trade.cross')}`}
        />
        <span className="trade-card-time num">{formatDateTime(position.createTimeTimestamp)}</span>
      </div>
      <div className="profit-line">
        <span>{t('trade.unrealised')}</span>
        <span className={`profit-value num trend-${trendOf(profit)}`} data-testid="position-profit">
          {formatSigned(profit)} USD
        </span>
      </div>
      <dl className="card-grid">
        <Field label={t('trade.openPrice')}>{priceText(position.marketEntryPrice)}</Field>
        <Field label={t('trade.quantity')}>{formatQuantity(position.positionNum)}</Field>
        <Field label={t('trade.discountedPrice')}>{priceText(position.discountBuyingPrice)}</Field>
        <Field label={t('trade.actualPrice')}>
          {position.actualBuyingPrice === null ? '--' : priceText(position.actualBuyingPrice)}
        </Field>
        <Field label={t('trade.holdingTotal')} testId="position-total">
          {formatMoney(total)}
        </Field>
        <Field label={t('trade.marginAmount')}>
          <span className="margin-cell">
            {formatMoney(position.marginAmount)}
            {isolated && (
              <button
                type="button"
                className="add-margin"
                aria-label={t('trade.addMarginTo', { code: position.stockCode })}
                onClick={() => onAddMargin(position)}
              >
                +
              </button>
            )}
          </span>
        </Field>
        <Field label={t('trade.liquidationPrice')}>
          {position.liquidationPrice ? priceText(position.liquidationPrice) : '--'}
        </Field>
        {(position.stopLossPrice || position.takeProfitPrice) && (
          <Field label={t('trade.slTp')}>
            {`${position.stopLossPrice ? priceText(position.stopLossPrice) : '--'} / ${
              position.takeProfitPrice ? priceText(position.takeProfitPrice) : '--'
            }`}
          </Field>
        )}
        {position.trailingStop && (
          <Field label={t('trade.trailingStop')}>{priceText(position.trailingStop.stopPrice)}</Field>
        )}
      </dl>
      <div className="trade-card-actions">
        <Button size="small" className="action-up" onClick={() => void navigate(paymentPath(ref, TradeDirection.buy))}>
          {t('trade.buyUp')}
        </Button>
        <Button
          size="small"
          className="action-close"
          onClick={() => void navigate(closePaymentPath(ref, position.id, position.direction === 1 ? 1 : 0))}
        >
          {t('trade.close')}
        </Button>
        <Button
          size="small"
          className="action-down"
          onClick={() => void navigate(paymentPath(ref, TradeDirection.sell))}
        >
          {t('trade.buyDown')}
        </Button>
      </div>
    </li>
  );
}
