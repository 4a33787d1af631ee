import { endpoints, type Market, type OrderInput, type OrderResult, OrderStatus } from '@bourse/contract';
import { tradingAccountOf } from '@bourse/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { IdempotentRequest } from '../../platform/idempotency.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import { requireIdentityForTrading } from '../kyc/service.ts';
import { TriggerLoop } from './engine.ts';
import * as trading from './service.ts';

/** How often the leader expires day orders, refreshes cross stop-out levels and charges financing. */
const SWEEP_MS = 2_000;

export interface TradingOptions {
  /** Run the periodic sweep on a timer (tests call `sweep()` themselves). */
  sweep: boolean;
}

/**
 * What an order placed changed in the book: the order when it rests, or the position it opened when it filled at
 * once (a filled order has no level, so it is not read again).
 */
const placed = (result: OrderResult) =>
  result.order.status === OrderStatus.resting
    ? { orderId: result.order.orderId }
    : { positionId: result.order.positionId ?? undefined };

export function tradingRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate, options: TradingOptions) {
  const loop = new TriggerLoop(ctx);
  const changed = (
    userId: number,
    market: Market,
    code: string,
    rows: { orderId?: number | undefined; positionId?: number | undefined },
    opened?: trading.Opened,
  ) => loop.changed({ userId, market, code, account: tradingAccountOf(market), ...rows }, opened);

  /** An order placed; the leader learns the account its fill left from the order's own transaction. */
  const place = async (
    userId: number,
    input: OrderInput,
    path: '/stock/create' | '/gold/create',
    idempotency: IdempotentRequest | undefined,
  ) => {
    await requireIdentityForTrading(ctx, userId);
    let opened: trading.Opened | undefined;
    const result = await trading.placeOrder(ctx, userId, input, path, idempotency, (o) => {
      opened = o;
    });
    changed(userId, result.order.market, result.order.stockCode, placed(result), opened);
    return result;
  };
  route(app, auth, endpoints.createStockOrder, ({ input, user, idempotency }) =>
    place(user.id, input, '/stock/create', idempotency),
  );
  route(app, auth, endpoints.createFutureOrder, ({ input, user, idempotency }) =>
    place(user.id, input, '/gold/create', idempotency),
  );
  route(app, auth, endpoints.cancelOrder, async ({ input, user, idempotency }) => {
    const order = await trading.cancelOrder(ctx, user.id, input.orderId, idempotency);
    changed(user.id, order.market, order.stockCode, { orderId: order.orderId });
    return order;
  });
  route(app, auth, endpoints.closePosition, async ({ input, user, idempotency }) => {
    const result = await trading.closePosition(ctx, user.id, input, idempotency);
    changed(user.id, result.closed.market, result.closed.stockCode, { positionId: result.closed.positionId });
    return result;
  });
  route(app, auth, endpoints.addMargin, async ({ input, user, idempotency }) => {
    const position = await trading.addMargin(ctx, user.id, input, idempotency);
    changed(user.id, position.market, position.stockCode, { positionId: position.id });
    return position;
  });
  route(app, auth, endpoints.tradeTerms, async ({ input }) => trading.tradeTerms(ctx, input));
  route(app, auth, endpoints.halfOrFullNum, ({ input, user }) => trading.halfOrFullNum(ctx, user.id, input));
  route(app, auth, endpoints.positions, ({ input, user }) => trading.positions(ctx, user.id, input));
  route(app, auth, endpoints.closedPositions, ({ input, user }) => trading.closedPositions(ctx, user.id, input));
  route(app, auth, endpoints.entrustedOrders, ({ input, user }) => trading.entrustedOrders(ctx, user.id, input));
  route(app, auth, endpoints.tradeRecords, ({ input, user }) => trading.tradeRecords(ctx, user.id, input));
  route(app, auth, endpoints.positionByStock, ({ input, user }) => trading.positionByStock(ctx, user.id, input));
  route(app, auth, endpoints.tradingAccount, ({ input, user }) => trading.tradingAccount(ctx, user.id, input.account));

  if (options.sweep) {
    every(app, SWEEP_MS, 'trading sweep', async () => {
      if (ctx.isLeader()) await loop.sweep();
    });
  }
  app.addHook('preClose', () => loop.idle());
  return loop;
}
