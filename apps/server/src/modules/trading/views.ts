import {
  CLOSE_REASON_LABELS,
  type ClosedPosition,
  type Order,
  OrderStatusLabel,
  type TradeRecord,
  TradeTypeLabel,
} from '@bourse/contract';
import { Decimal, parseTickSize } from '@bourse/domain';
import type { Instrument } from '../../market-data/instruments.ts';
import { formatDateTime } from '../../platform/time.ts';
import type { FillRow, OrderRow } from './repo.ts';

/** USD as the app shows it: two decimals. */
export const usd = (amount: Decimal | string) => Decimal.from(amount).toFixed(2);

/** A price as stored (already on the instrument's tick grid). */
export const price = (value: Decimal | string) => Decimal.from(value).toString();

/** A price with its instrument's places, the tick's ('4521.3' → '4521.30' for a tick of 0.01). */
export const priceWithPlaces = (value: Decimal | string, inst: Pick<Instrument, 'tickSize'>) =>
  Decimal.from(value).toFixed(parseTickSize(inst.tickSize).scale);

/** Trade type code of a fill (docs/product.md §4): HK stocks 1, forex 2, futures 3, everything else 0. */
export function tradeTypeOf(inst: Pick<Instrument, 'market'>): number {
  switch (inst.market) {
    case 'HK':
      return 1;
    case 'FOREX':
      return 2;
    case 'FUTURES':
      return 3;
    default:
      return 0;
  }
}

/** An order as the app shows it; `currentPrice` is the live side it is compared with (ask to buy, bid to sell). */
export function orderView(row: OrderRow, inst: Instrument, currentPrice: string): Order {
  return {
    orderId: row.id,
    stockCode: inst.code,
    stockName: inst.name,
    market: inst.market,
    source: inst.source,
    channel: inst.channel,
    currency: inst.currency,
    direction: row.direction,
    orderType: row.order_type,
    status: row.status,
    statusLabel: OrderStatusLabel[row.status] ?? '',
    cancelReason: row.cancel_reason,
    timeInForce: row.time_in_force,
    leverage: row.leverage,
    marginMode: row.margin_mode,
    consignNum: row.quantity,
    consignPrice: price(row.limit_price ?? row.fill_price ?? currentPrice),
    consignAmount: usd(Decimal.from(row.reserved_margin).add(row.reserved_fee)),
    currentPrice,
    fillPrice: row.fill_price,
    positionId: row.position_id,
    stopLossPrice: row.stop_loss,
    takeProfitPrice: row.take_profit,
    trailingStopType: row.trailing_type,
    trailingStopValue: row.trailing_value,
    createTimeTimestamp: row.created_at,
    expireTimeTimestamp: row.status === 0 ? row.expires_at : null,
    finishTimeTimestamp: row.finished_at,
  };
}

/** A close as the closed-positions list shows it. */
export function closedView(row: FillRow, inst: Instrument): ClosedPosition {
  const reason = row.reason ?? 'manual';
  return {
    id: row.id,
    positionId: row.position_id,
    stockCode: inst.code,
    stockName: inst.name,
    market: inst.market,
    source: inst.source,
    positionType: inst.instrumentType,
    direction: row.direction,
    buyPrice: row.entry_price,
    sellPrice: row.price,
    sellNum: row.quantity,
    sellTotalAmount: usd(row.total),
    sellProfit: usd(row.profit),
    fee: usd(row.fee),
    writeOff: usd(row.write_off),
    reason,
    reasonLabel: CLOSE_REASON_LABELS[reason],
    time: row.created_at,
  };
}

/** A fill as the trade records show it. */
export function tradeRecordView(row: FillRow, inst: Instrument, timeZone: string): TradeRecord {
  const tradeType = tradeTypeOf(inst);
  return {
    id: row.id,
    stockCode: inst.code,
    stockName: inst.name,
    market: inst.market,
    direction: row.direction,
    tradeType,
    tradeTypeLabel: TradeTypeLabel[tradeType] ?? '',
    openClose: row.open_close,
    currentPrice: row.price,
    num: row.quantity,
    totalPrice: usd(row.total),
    premium: usd(row.fee),
    profit: usd(row.profit),
    status: 1,
    reason: row.reason,
    createTime: formatDateTime(row.created_at, timeZone),
    createTimeTimestamp: row.created_at,
  };
}
