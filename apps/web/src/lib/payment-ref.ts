import { TradeDirection } from '@bourse/contract';
import type { QuoteRef } from './quote-ref';

/** docs/product.md §3 trade direction: 0 buy (long, "buy-up"), 1 sell (short, "buy-down"). */
export type Direction = (typeof TradeDirection)[keyof typeof TradeDirection];

/** IPO rows have no quote to trade before listing; their order screen (/payment/ipo) comes with the IPO issue. */
export const canTrade = (ref: Pick<QuoteRef, 'source'>): boolean => ref.source !== 'IPO';

const refQuery = (ref: QuoteRef) => ({ source: ref.source, name: ref.name, code: ref.code, market: ref.market });

/**
 * docs/product.md §2: Buy or Sell opens /payment/ipo when the source is IPO, otherwise /payment/stock, with the quote's
 * query and the direction (buy by default).
 */
export function paymentPath(ref: QuoteRef, direction: Direction = TradeDirection.buy): string {
  const query = new URLSearchParams({ ...refQuery(ref), direction: String(direction) });
  return `${ref.source === 'IPO' ? '/payment/ipo' : '/payment/stock'}?${query.toString()}`;
}

/** docs/product.md §2: Close always opens /payment/close, with the same query and the position's id. */
export function closePaymentPath(ref: QuoteRef, id: number, direction: Direction): string {
  const query = new URLSearchParams({ ...refQuery(ref), direction: String(direction), id: String(id) });
  return `/payment/close?${query.toString()}`;
}

/** The direction in an order screen's query: 1 sells, anything else buys (the default). */
export const parseDirection = (params: URLSearchParams): Direction =>
  params.get('direction') === '1' ? TradeDirection.sell : TradeDirection.buy;

/** A position id in the query, or null when there is none. */
export function parsePositionId(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
