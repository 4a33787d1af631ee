import { FUNDING_PUSH_TYPE, type FundingResultEvent, ReviewStatus } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

/**
 * The inbox message of a review result (docs/product.md §4: "the result goes to the inbox"), in words the user
 * reads: what was decided, the amount, and the reason of a rejection. `currency` is what a rejected deposit was
 * declared in (an approved one is credited in USD; withdrawals are USD from Balance).
 */
export function reviewMessage(userId: number, event: FundingResultEvent, currency = 'USD'): inbox.NewMessage {
  const approved = event.status === ReviewStatus.completed;
  const reason = event.reason.trim() === '' ? '' : ` Reason: ${event.reason.trim()}`;
  const link = event.kind === 'deposit' ? '/deposit/record' : '/withdraw/record';
  const amount = inbox.amountText(event.amount, event.kind === 'deposit' && !approved ? currency : 'USD');
  const [title, body] =
    event.kind === 'deposit'
      ? approved
        ? ['Deposit approved', `${amount} credited to Balance.`]
        : ['Deposit rejected', `Your deposit of ${amount} was not credited.${reason}`]
      : approved
        ? ['Withdrawal approved', `${amount} has been paid out to you.`]
        : ['Withdrawal rejected', `${amount} is back in Balance, available again.${reason}`];
  return { userId, kind: event.kind, title, body, link, eventKey: `${event.kind}:${event.id}:reviewed` };
}

/**
 * THE hook through which a review result reaches its user, after the commit: a private /push event (so a logged-in
 * app refreshes the record and balances at once) and the inbox message that `review()` stored in the decision's own
 * transaction (`reviewMessage` + `inbox.store`).
 */
export function notifyReviewResult(
  ctx: inbox.AnnounceContext,
  userId: number,
  event: FundingResultEvent,
  delivery?: inbox.Delivery,
): void {
  ctx.push.publishPrivate(userId, FUNDING_PUSH_TYPE, event);
  inbox.announce(ctx, delivery);
}
