import { isPriceText, type OrderInput, OrderType, type TradeTerms, type TRAILING_TYPES } from '@bourse/contract';
import { Decimal, TRAILING_PERCENT_LIMIT } from '@bourse/domain';
import type { TFunction } from 'i18next';
import type { Direction } from '../../lib/payment-ref';
import { isOnTickGrid, isPositiveDecimal } from './trade-math';
import { formatQuantity } from '../../lib/format';

export type TrailingType = (typeof TRAILING_TYPES)[number];

/** What the order form holds, as typed. */
export interface OrderDraft {
  direction: Direction;
  orderType: 0 | 1;
  price: string;
  num: string;
  leverage: number;
  /** docs/product.md §3 margin mode: 0 Half (isolated), 1 Full (cross). */
  marginMode: 0 | 1;
  timeInForce: 'day' | 'gtc';
  stopLoss: string;
  takeProfit: string;
  trailingType: TrailingType;
  trailingValue: string;
}

export type DraftField = 'orderType' | 'price' | 'num' | 'stopLoss' | 'takeProfit' | 'trailing';
export type DraftErrors = Partial<Record<DraftField, string>>;

const MAX_UNITS = 1_000_000_000;

type Terms = Pick<TradeTerms, 'stockCode' | 'market' | 'lotSize' | 'tickSize' | 'isOpen'>;

/** The price the order is judged at: the limit price, or the live fill price of a market order. */
export const referencePrice = (draft: OrderDraft, fillPrice: string): string =>
  draft.orderType === OrderType.limit && isPositiveDecimal(draft.price) ? draft.price : fillPrice;

function checkPrice(value: string, tick: string, t: TFunction): string | undefined {
  if (!isPriceText(value)) return t('trade.errors.price');
  if (!isOnTickGrid(value, tick)) return t('trade.errors.offGrid', { tick });
  return undefined;
}

/** A trigger on the wrong side of the price would fire at once: stops below a long's price, targets above it. */
function checkTrigger(
  value: string,
  kind: 'stopLoss' | 'takeProfit',
  draft: OrderDraft,
  reference: string,
  tick: string,
  t: TFunction,
): string | undefined {
  const price = value.trim();
  if (price === '') return undefined;
  const shape = checkPrice(price, tick, t);
  if (shape) return shape;
  const wantAbove = (kind === 'takeProfit') === (draft.direction === 0);
  const ok = wantAbove ? Decimal.from(price).gt(reference) : Decimal.from(price).lt(reference);
  if (ok) return undefined;
  return wantAbove
    ? t('trade.errors.triggerAbove', { price: reference })
    : t('trade.errors.triggerBelow', { price: reference });
}

function checkTrailing(draft: OrderDraft, t: TFunction): string | undefined {
  const value = draft.trailingValue.trim();
  if (value === '') return undefined;
  if (!isPriceText(value)) return t('trade.errors.trailing');
  if (draft.trailingType === 'percent') {
    if (Decimal.from(value).gte(TRAILING_PERCENT_LIMIT)) {
      return t('trade.errors.trailingPercent', { limit: TRAILING_PERCENT_LIMIT });
    }
  }
  return undefined;
}

/**
 * Checks the draft before anything is sent: the limit price on the tick grid, a whole number of lots, triggers on the
 * right side of the price. Answers the errors by field, or the call's input when there are none.
 */
export function checkOrder(
  draft: OrderDraft,
  terms: Terms,
  fillPrice: string,
  t: TFunction,
): { errors: DraftErrors; input?: OrderInput } {
  const errors: DraftErrors = {};
  const limit = draft.orderType === OrderType.limit;
  if (!limit && !terms.isOpen) errors.orderType = t('trade.errors.marketClosed');
  if (limit) {
    const price = draft.price.trim();
    errors.price = price === '' ? t('trade.errors.priceRequired') : checkPrice(price, terms.tickSize, t);
  }
  const num = /^\d{1,10}$/.test(draft.num.trim()) ? Number(draft.num.trim()) : NaN;
  if (!Number.isInteger(num) || num < terms.lotSize) {
    errors.num = t('trade.errors.minQuantity', { min: formatQuantity(terms.lotSize) });
  } else if (num % terms.lotSize !== 0) {
    errors.num = t('trade.errors.wholeLots', { lot: formatQuantity(terms.lotSize) });
  } else if (num > MAX_UNITS) {
    errors.num = t('trade.errors.maxQuantity', { max: formatQuantity(MAX_UNITS) });
  }
  const reference = referencePrice(draft, fillPrice);
  if (isPositiveDecimal(reference)) {
    errors.stopLoss = checkTrigger(draft.stopLoss, 'stopLoss', draft, reference, terms.tickSize, t);
    errors.takeProfit = checkTrigger(draft.takeProfit, 'takeProfit', draft, reference, terms.tickSize, t);
  }
  errors.trailing = checkTrailing(draft, t);

  const found = Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as DraftErrors;
  if (Object.keys(found).length > 0) return { errors: found };

  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const trailingValue = optional(draft.trailingValue);
  return {
    errors: {},
    input: {
      stockCode: terms.stockCode,
      market: terms.market,
      direction: draft.direction,
      orderType: draft.orderType,
      num,
      price: limit ? draft.price.trim() : undefined,
      leverage: draft.leverage,
      marginMode: draft.marginMode,
      timeInForce: limit ? draft.timeInForce : undefined,
      stopLossPrice: optional(draft.stopLoss),
      takeProfitPrice: optional(draft.takeProfit),
      trailingStopType: trailingValue ? draft.trailingType : undefined,
      trailingStopValue: trailingValue,
    },
  };
}
