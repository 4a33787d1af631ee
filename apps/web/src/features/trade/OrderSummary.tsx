import {
  ACCOUNT_CURRENCY,
  type OrderInput,
  OrderType,
  type TradeTerms,
  type TradingAccountSummary,
} from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent, formatPrice, formatQuantity } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import type { OrderFigures } from './trade-math';

/** A Decimal as money: two decimals, grouped ('1,234.50'). */
export const money = (value: Decimal): string => formatMoney(value.toFixed(2));

export function SummaryRow({
  label,
  children,
  strong = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? 'summary-row strong' : 'summary-row'}>
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

interface OrderSummaryProps {
  terms: TradeTerms;
  figures: OrderFigures | null;
  /** 'at limit 199.50', or undefined for a market order (then the live fill price is shown). */
  priceLabel: string | undefined;
  fillPrice: string;
  account: UseQueryResult<TradingAccountSummary>;
}

/**
 * The live cost of the order (docs/design.md §5): notional, required margin, open fee, the total, and what the
 * account can spend; when that is short, a link to move money in.
 */
export function OrderSummary({ terms, figures, priceLabel, fillPrice, account }: OrderSummaryProps) {
  const { t } = useTranslation();
  const orderable = account.data?.orderable;
  const short = figures && orderable !== undefined && figures.total.gt(orderable);
  const foreign = terms.currency !== ACCOUNT_CURRENCY;

  return (
    <section className="card order-summary" aria-label={t('trade.summary')}>
      <dl className="summary-list">
        <SummaryRow label={t('trade.price')} testId="summary-price">
          {priceLabel ?? t('trade.atMarket', { price: formatPrice(fillPrice) })}
        </SummaryRow>
        <SummaryRow label={t('trade.notional')} testId="summary-notional">
          {figures ? `${money(figures.notional)} ${terms.currency}` : '--'}
          {figures && foreign && <span className="summary-sub">≈ {money(figures.notionalUsd)} USD</span>}
        </SummaryRow>
        <SummaryRow label={t('trade.margin')} testId="summary-margin">
          {figures ? `${money(figures.margin)} USD` : '--'}
        </SummaryRow>
        <SummaryRow label={t('trade.openFee')} testId="summary-fee">
          {figures ? `${money(figures.fee)} USD` : '--'}
        </SummaryRow>
        <SummaryRow label={t('trade.totalNeeded')} strong testId="summary-total">
          {figures ? `${money(figures.total)} USD` : '--'}
        </SummaryRow>
        <SummaryRow label={t('trade.orderable', { account: t(`wallets.${terms.account}`) })} testId="summary-orderable">
          {orderable !== undefined ? `${formatMoney(orderable)} USD` : account.isError ? '--' : <InlineSkeleton />}
        </SummaryRow>
      </dl>
      {short && figures && (
        <p className="summary-short" role="status">
          {t('trade.shortfall', {
            amount: money(figures.total.sub(orderable ?? '0')),
            account: t(`wallets.${terms.account}`),
          })}{' '}
          <Link to={`/my/transfer?type=${terms.account}`} className="summary-transfer">
            {t('trade.transfer')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** What the confirmation repeats before anything is sent. */
export function OrderConfirmation({
  input,
  terms,
  figures,
  fillPrice,
}: {
  input: OrderInput;
  terms: TradeTerms;
  figures: OrderFigures;
  fillPrice: string;
}) {
  const { t } = useTranslation();
  const buy = input.direction === 0;
  const price =
    input.orderType === OrderType.limit && input.price
      ? t('trade.atLimit', { price: formatPrice(input.price) })
      : t('trade.atMarket', { price: formatPrice(fillPrice) });
  return (
    <div className="order-confirmation" data-testid="order-confirmation">
      <p className={buy ? 'confirm-lead trend-up' : 'confirm-lead trend-down'}>
        {buy ? t('trade.buyLong') : t('trade.sellShort')} {formatQuantity(input.num)} {terms.stockCode}
      </p>
      <dl className="summary-list">
        <SummaryRow label={t('trade.price')}>{price}</SummaryRow>
        <SummaryRow label={t('trade.leverage')}>{`${input.leverage}x · ${
          input.marginMode === 0 ? t('trade.isolated') : t('trade.cross')
        }`}</SummaryRow>
        <SummaryRow label={t('trade.margin')}>{`${money(figures.margin)} USD`}</SummaryRow>
        <SummaryRow label={t('trade.openFee')}>{`${money(figures.fee)} USD`}</SummaryRow>
        <SummaryRow label={t('trade.totalNeeded')} strong>
          {`${money(figures.total)} USD`}
        </SummaryRow>
        {input.stopLossPrice && <SummaryRow label={t('trade.stopLoss')}>{formatPrice(input.stopLossPrice)}</SummaryRow>}
        {input.takeProfitPrice && (
          <SummaryRow label={t('trade.takeProfit')}>{formatPrice(input.takeProfitPrice)}</SummaryRow>
        )}
        {input.trailingStopValue && (
          <SummaryRow label={t('trade.trailingStop')}>
            {input.trailingStopType === 'percent'
              ? formatPercent(input.trailingStopValue, { places: 'exact' })
              : formatPrice(input.trailingStopValue)}
          </SummaryRow>
        )}
      </dl>
      {input.orderType === OrderType.limit && (
        <p className="trade-note">{input.timeInForce === 'gtc' ? t('trade.gtcNote') : t('trade.dayNote')}</p>
      )}
    </div>
  );
}
