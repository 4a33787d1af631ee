import { IPO_PUSH_TYPE, type IpoEvent } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

/** The inbox message of an IPO result: one per subscription and result (its event key), in the result's words. */
export function ipoMessage(userId: number, event: IpoEvent): inbox.NewMessage {
  return {
    userId,
    kind: 'ipo',
    title: event.kind === 'drawn' ? `IPO result: ${event.stockCode}` : `IPO shares listed: ${event.stockCode}`,
    body: event.message,
    link: '/trade?type=3',
    eventKey: `ipo:${event.subscriptionId}:${event.kind}`,
  };
}

/**
 * THE hook through which an IPO result (the draw's outcome, with its refund; the holding opened on the listing date)
 * reaches its user, after the commit that stored its inbox message: the private `ipo` /push event and the inbox's
 * announcement (its `message` event and email copy). Nothing when the message was stored before (a repeat).
 */
export function notifyIpo(ctx: inbox.AnnounceContext, event: IpoEvent, delivery: inbox.Delivery): void {
  if (!delivery.message) return;
  ctx.push.publishPrivate(delivery.userId, IPO_PUSH_TYPE, event);
  inbox.announce(ctx, delivery);
}

/** `notifyIpo` for many results at once (a draw's notices): the `ipo` events, then the inbox's bulk announcement. */
export async function notifyIpoMany(
  ctx: inbox.AnnounceContext,
  notices: readonly { event: IpoEvent; delivery: inbox.Delivery }[],
): Promise<void> {
  for (const { event, delivery } of notices) {
    if (delivery.message) ctx.push.publishPrivate(delivery.userId, IPO_PUSH_TYPE, event);
  }
  await inbox.announceMany(
    ctx,
    notices.map((n) => n.delivery),
  );
}
