import { BLOCK_TRADING_PUSH_TYPE, type BlockTradingEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which a block-trading review result (approved, or rejected with the reason) reaches its user: a
 * private /push event today. When the inbox exists, this is where the message is stored as well. Call it after the
 * transaction has committed, never inside it (work in a money transaction may run twice).
 */
export function notifyBlockTrading(ctx: Pick<AppContext, 'push'>, userId: number, event: BlockTradingEvent): void {
  ctx.push.publishPrivate(userId, BLOCK_TRADING_PUSH_TYPE, event);
}
