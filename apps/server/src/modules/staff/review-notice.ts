import { FUNDING_PUSH_TYPE, type FundingResultEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which a review result reaches its user. For now it is a private /push event, so a logged-in app
 * refreshes the record and balances at once. When the inbox exists, this is where the message is stored (docs/product.md
 * §4: "the result goes to the inbox").
 */
export function notifyReviewResult(ctx: Pick<AppContext, 'push'>, userId: number, event: FundingResultEvent): void {
  ctx.push.publishPrivate(userId, FUNDING_PUSH_TYPE, event);
}
