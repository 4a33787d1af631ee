import { endpoints, type Market, type TradingAccount } from '@bourse/contract';
import { tradingAccountOf } from '@bourse/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as review from './review.ts';
import * as blockTrading from './service.ts';

/** What the trading book needs to hear of a position opened here (the trigger loop's `changed`). */
export interface PositionWatcher {
  changed(note: { userId: number; market: Market; code: string; account: TradingAccount; positionId: number }): void;
}

/**
 * Block trading: the permission (status, apply), block orders, and staff review. The staff calls carry
 * `role: 'staff'` in the contract, so route() answers 403 to anyone else; review.ts audits each decision.
 */
export function blockTradingRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate, book: PositionWatcher) {
  route(app, auth, endpoints.blockTradeQuote, async ({ input }) => blockTrading.quote(ctx, input));
  route(app, auth, endpoints.blockTradingStatus, ({ user }) => blockTrading.status(ctx, user.id));
  route(app, auth, endpoints.blockTradingApply, ({ user }) => blockTrading.apply(ctx, user.id));
  route(app, auth, endpoints.blockTradeCreate, async ({ input, user, idempotency }) => {
    const result = await blockTrading.createOrder(ctx, user.id, input, idempotency);
    const { block } = result;
    book.changed({
      userId: user.id,
      market: block.market,
      code: block.stockCode,
      account: tradingAccountOf(block.market),
      positionId: block.positionId,
    });
    return result;
  });
  route(app, auth, endpoints.blockOrderList, ({ input, user }) => blockTrading.orders(ctx, user.id, input));

  route(app, auth, endpoints.staffBlockTradingList, ({ input }) => review.staffList(ctx, input));
  route(app, auth, endpoints.staffBlockTradingApprove, ({ input, user }) => review.approve(ctx, user.id, input));
  route(app, auth, endpoints.staffBlockTradingReject, ({ input, user }) => review.reject(ctx, user.id, input));
}
