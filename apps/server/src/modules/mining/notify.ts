import { MINING_PUSH_TYPE, type MiningEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which a mining result (a session paid, or failed because the day's budget was spent) reaches its
 * user: a private /push event today; the inbox stores it here too when it exists. Call it after the transaction has
 * committed, never inside it (work in a money transaction may run twice).
 */
export function notifyMining(ctx: Pick<AppContext, 'push'>, userId: number, event: MiningEvent): void {
  ctx.push.publishPrivate(userId, MINING_PUSH_TYPE, event);
}
