import { LOAN_PUSH_TYPE, type LoanEvent } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';

/**
 * THE hook through which a loan result (staff approved or rejected the application; at term the loan was repaid from
 * Balance or became overdue) reaches its user: a private /push event today. When the inbox is wired, this is where
 * the message is stored as well. Call it after the transaction has committed, never inside it (work in a money
 * transaction may run twice).
 */
export function notifyLoan(ctx: Pick<AppContext, 'push'>, userId: number, event: LoanEvent): void {
  ctx.push.publishPrivate(userId, LOAN_PUSH_TYPE, event);
}
