import { KYC_PUSH_TYPE, type KycResultEvent, ReviewStatus } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

/**
 * The inbox message of an identity review (docs/product.md §4: "its result is delivered to the inbox"), stored in the
 * decision's own transaction, once per submission.
 */
export function kycMessage(userId: number, event: KycResultEvent): inbox.NewMessage {
  const verified = event.status === ReviewStatus.completed;
  const said = event.reason.trim().replace(/[.!?]$/, '');
  const reason = said === '' ? '' : ` Reason: ${said}.`;
  return {
    userId,
    kind: 'kyc',
    title: verified ? 'Identity verified' : 'Identity verification failed',
    body: verified
      ? 'Your identity is verified: withdrawals and every other feature are open to you.'
      : `Staff could not verify your document.${reason} You can try again from Identity verification.`,
    link: '/kyc',
    eventKey: `kyc:${event.id}:reviewed`,
  };
}

/**
 * THE hook through which an identity review's result reaches its user, after the decision committed: a private /push
 * event, so a logged-in app shows the new status at once, and the inbox message the decision stored
 * (`kycMessage` + `inbox.store` in its transaction).
 */
export function notifyKycResult(
  ctx: inbox.AnnounceContext,
  userId: number,
  event: KycResultEvent,
  delivery?: inbox.Delivery,
): void {
  ctx.push.publishPrivate(userId, KYC_PUSH_TYPE, event);
  inbox.announce(ctx, delivery);
}
