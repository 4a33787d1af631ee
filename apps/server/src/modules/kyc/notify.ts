import { KYC_PUSH_TYPE, type KycResultEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which an identity review's result reaches its user: a private /push event today, so a logged-in
 * app shows the new status at once. When the inbox exists, this is where the message is stored as well (docs/product.md
 * §4: "its result is delivered to the inbox"). Call it after the decision has committed, never inside the transaction.
 */
export function notifyKycResult(ctx: Pick<AppContext, 'push'>, userId: number, event: KycResultEvent): void {
  ctx.push.publishPrivate(userId, KYC_PUSH_TYPE, event);
}
