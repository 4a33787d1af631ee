import {
  CLOSE_REASON_LABELS,
  type ClosedPosition,
  TRADE_PUSH_TYPE,
  type TradeEvent,
  type TradingAccount,
} from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Instrument } from '../../market-data/instruments.ts';
import * as inbox from '../inbox/service.ts';
import type { OrderRow, PositionRow } from './repo.ts';
import { priceWithPlaces, usd } from './views.ts';

/** A trading result to tell its user after the commit: the /push event, and the inbox message stored with it. */
export interface TradeNotice {
  userId: number;
  event: TradeEvent;
  delivery: inbox.Delivery | undefined;
}

type Tx = Kysely<Database>;

/** A price as the app shows it: the instrument's tick places, grouped ('4521.3' → '4,521.30'). */
const priceText = (value: string, inst: Pick<Instrument, 'tickSize'>) => inbox.numberText(priceWithPlaces(value, inst));

/** A quantity grouped ('100000' → '100,000'). */
const quantityText = (quantity: number) => inbox.numberText(String(quantity));

/**
 * Inside the transaction of a trading result: stores its inbox message there (`title`, the event's words as the body,
 * `link`, and a key naming the event so it is stored once) and answers the notice `notifyTrade` sends after the commit.
 */
async function told(
  trx: Tx,
  now: number,
  userId: number,
  event: TradeEvent,
  message: { title: string; link: string; eventKey: string },
): Promise<TradeNotice> {
  const body = event.message.endsWith('.') ? event.message : `${event.message}.`;
  const delivery = await inbox.store(trx, now, { userId, kind: 'trade', body, ...message });
  return { userId, event, delivery };
}

/** A resting limit order filled (in the fill's transaction). */
export const filledNotice = (
  trx: Tx,
  now: number,
  order: OrderRow,
  position: PositionRow,
  inst: Pick<Instrument, 'tickSize'>,
) =>
  told(
    trx,
    now,
    order.user_id,
    {
      kind: 'filled',
      account: order.account,
      orderId: order.id,
      positionId: position.id,
      stockCode: order.code,
      message: `Your ${order.direction === 0 ? 'buy' : 'sell'} limit order for ${quantityText(order.quantity)} ${order.code} filled at ${priceText(position.entry_price, inst)}`,
    },
    { title: 'Limit order filled', link: '/trade', eventKey: `order:${order.id}:filled` },
  );

/** A resting order the loop took off the book: expired at its session close, or cancelled by a stop-out. */
export function cancelledNotice(trx: Tx, now: number, order: OrderRow) {
  const freed = inbox.numberText(usd(Decimal.from(order.reserved_margin).add(order.reserved_fee)));
  const quantity = quantityText(order.quantity);
  const expired = order.cancel_reason === 'expired';
  return told(
    trx,
    now,
    order.user_id,
    {
      kind: 'cancelled',
      account: order.account,
      orderId: order.id,
      positionId: null,
      stockCode: order.code,
      message: expired
        ? `Your day order for ${quantity} ${order.code} expired at the session close; ${freed} USD is available again`
        : `Your limit order for ${quantity} ${order.code} was cancelled: the margin level fell below 50%, ` +
          `so its ${freed} USD backs your positions`,
    },
    {
      title: expired ? 'Day order expired' : 'Order cancelled by a stop-out',
      link: '/trade/records',
      eventKey: `order:${order.id}:cancelled`,
    },
  );
}

/** A position closed by a trigger, a liquidation or a stop-out (in the close's transaction). */
export const closedNotice = (
  trx: Tx,
  now: number,
  closed: ClosedPosition,
  position: PositionRow,
  inst: Pick<Instrument, 'tickSize'>,
) =>
  told(
    trx,
    now,
    position.user_id,
    {
      kind: 'closed',
      account: position.account,
      orderId: null,
      positionId: position.id,
      stockCode: position.code,
      message:
        `${CLOSE_REASON_LABELS[closed.reason]}: ${quantityText(closed.sellNum)} ${closed.stockCode} closed at ` +
        `${priceText(closed.sellPrice, inst)}, profit ${inbox.amountText(closed.sellProfit, 'USD')}`,
    },
    { title: 'Position closed', link: '/trade?type=1', eventKey: `position:${position.id}:closed` },
  );

/**
 * THE hook through which a trading result (a fill of a resting order, a cancel or expiry, a triggered or forced
 * close, a margin call) reaches its user, after the commit, never inside it (work in a money transaction may run
 * twice): the private /push event, and the inbox message stored with the result.
 */
export function notifyTrade(ctx: inbox.AnnounceContext, notice: TradeNotice): void {
  ctx.push.publishPrivate(notice.userId, TRADE_PUSH_TYPE, notice.event);
  inbox.announce(ctx, notice.delivery);
}

/**
 * A margin call has no transaction of its own (it is a reading of prices): its message is stored now, then told. It is
 * told each time the level falls to it again, so the time is part of its key.
 */
export async function tellMarginCall(
  ctx: inbox.DeliverContext,
  userId: number,
  account: TradingAccount,
  level: string | undefined,
): Promise<void> {
  const now = ctx.now();
  const notice = await told(
    ctx.db,
    now,
    userId,
    {
      kind: 'margin_call',
      account,
      orderId: null,
      positionId: null,
      stockCode: null,
      message:
        `Margin call on your ${account} account: margin level ${level}%. Add funds or ` +
        'close positions; below 50% positions are closed.',
    },
    { title: 'Margin call', link: '/trade', eventKey: `${account}:margin_call:${now}` },
  );
  notifyTrade(ctx, notice);
}
