import { IPO_PUSH_TYPE, type IpoEvent } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

/**
 * THE hook through which an IPO result (the draw's outcome, with its refund; the holding opened on the listing date)
 * reaches its user, after the transaction committed: a private /push event and the inbox message (stored once per
 * subscription and result, just after the commit).
 */
export async function notifyIpo(ctx: inbox.DeliverContext, userId: number, event: IpoEvent) {
  ctx.push.publishPrivate(userId, IPO_PUSH_TYPE, event);
  await inbox.deliver(ctx, {
    userId,
    kind: 'ipo',
    title: event.kind === 'drawn' ? `IPO result: ${event.stockCode}` : `IPO shares listed: ${event.stockCode}`,
    body: event.message,
    link: '/trade?type=3',
    eventKey: `ipo:${event.subscriptionId}:${event.kind}`,
  });
}
