import { REFERRAL_PUSH_TYPE, type ReferralEvent } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

/**
 * THE hook through which a referral result (an account signed up with the user's invite code) reaches the referrer,
 * after the sign-up committed: a private /push event and the inbox message (once per sign-up counted).
 */
export async function notifyReferral(ctx: inbox.DeliverContext, userId: number, event: ReferralEvent) {
  ctx.push.publishPrivate(userId, REFERRAL_PUSH_TYPE, event);
  await inbox.deliver(ctx, {
    userId,
    kind: 'referral',
    title: 'A friend joined',
    body: `${event.message}.`,
    link: '/my/share',
    eventKey: `referral:${userId}:joined:${event.joined}`,
  });
}
