import { REFERRAL_PUSH_TYPE, type ReferralEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which a referral result (an account signed up with the user's invite code) reaches the referrer:
 * a private /push event today; the inbox stores it here too when it exists. Call it after the sign-up has committed.
 */
export function notifyReferral(ctx: Pick<AppContext, 'push'>, userId: number, event: ReferralEvent): void {
  ctx.push.publishPrivate(userId, REFERRAL_PUSH_TYPE, event);
}
