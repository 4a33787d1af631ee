import { TRADE_PUSH_TYPE, type TradeEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which a trading result (a fill of a resting order, a cancel or expiry, a triggered or forced
 * close, a margin call, a financing charge) reaches its user: a private /push event today. When the inbox exists,
 * this is where the message is stored as well. Call it after the transaction has committed, never inside it (work in
 * a money transaction may run twice).
 */
export function notifyTrade(ctx: Pick<AppContext, 'push'>, userId: number, event: TradeEvent): void {
  ctx.push.publishPrivate(userId, TRADE_PUSH_TYPE, event);
}
