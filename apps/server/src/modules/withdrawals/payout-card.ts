import type { AppContext } from '../../platform/context.ts';
import { seal, unseal } from '../../platform/sealed.ts';
import { deriveKey } from '../../platform/secrets.ts';

/**
 * The full card number a withdrawal pays to, sealed on the withdrawal (AES-256-GCM, its own key, bound to the
 * withdrawal's owner). Only the audited staff reveal opens it; every view shows the masked `card_no`.
 */
const payoutKey = (ctx: AppContext) => deriveKey(ctx.secret, 'withdrawal-card-numbers');
const sealContext = (userId: number) => `withdrawal-card:${userId}`;

export const sealPayoutCard = (ctx: AppContext, userId: number, cardNumber: string) =>
  seal(payoutKey(ctx), cardNumber, sealContext(userId));

export const openPayoutCard = (ctx: AppContext, userId: number, sealed: string) =>
  unseal(payoutKey(ctx), sealed, sealContext(userId));
