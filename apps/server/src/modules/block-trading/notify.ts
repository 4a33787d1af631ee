import { BLOCK_TRADING_PUSH_TYPE, type BlockTradingEvent } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

/** What a review decided, as the user is told it: the /push event and the inbox message say the same. */
export function blockTradingEvent(applicationId: number, state: BlockTradingEvent['state'], reason: string) {
  return {
    applicationId,
    state,
    reason,
    message:
      state === 'open'
        ? 'Block trading is open: your application was approved'
        : `Your block-trading application was rejected: ${reason}`,
  } satisfies BlockTradingEvent;
}

/** The inbox message of a review, stored in the decision's own transaction, once per application. */
export function blockTradingMessage(userId: number, event: BlockTradingEvent): inbox.NewMessage {
  const open = event.state === 'open';
  return {
    userId,
    kind: 'block_trading',
    title: open ? 'Block trading is open' : 'Block trading application rejected',
    body: open
      ? 'Your application was approved: you can place block orders from the Block Trading list.'
      : `Reason: ${event.reason}. You may apply again from the Block Trading list.`,
    link: '/market',
    eventKey: `blockTrading:${event.applicationId}:reviewed`,
  };
}

/**
 * THE hook through which a block-trading review result (approved, or rejected with the reason) reaches its user,
 * after the decision committed: a private /push event and the inbox message the decision stored.
 */
export function notifyBlockTrading(
  ctx: inbox.AnnounceContext,
  userId: number,
  event: BlockTradingEvent,
  delivery?: inbox.Delivery,
): void {
  ctx.push.publishPrivate(userId, BLOCK_TRADING_PUSH_TYPE, event);
  inbox.announce(ctx, delivery);
}
