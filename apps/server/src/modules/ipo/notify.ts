import { IPO_PUSH_TYPE, type IpoEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which an IPO result (the draw's outcome, with its refund; the holding opened on the listing date)
 * reaches its user: a private /push event today. When the inbox exists, this is where the message is stored as well.
 * Call it after the transaction has committed, never inside it (work in a money transaction may run twice).
 */
export function notifyIpo(ctx: Pick<AppContext, 'push'>, userId: number, event: IpoEvent): void {
  ctx.push.publishPrivate(userId, IPO_PUSH_TYPE, event);
}
