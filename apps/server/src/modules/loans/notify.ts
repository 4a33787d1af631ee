import { LOAN_PUSH_TYPE, type LoanEvent } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

function loanMessage(userId: number, event: LoanEvent): inbox.NewMessage {
  const amount = inbox.amountText(event.amount, 'USD');
  const said = event.reason.trim().replace(/[.!?]$/, '');
  const texts: Record<LoanEvent['kind'], [string, string]> = {
    approved: ['Loan approved', `${amount} has been paid into Balance.`],
    rejected: [
      'Loan application rejected',
      `Your application for ${amount} was not approved.${said ? ` Reason: ${said}.` : ''}`,
    ],
    repaid: ['Loan repaid', 'Your loan was repaid in full from Balance at its term.'],
    overdue: [
      'Loan overdue',
      'Balance did not cover the loan at its term: what is left is overdue and keeps accruing interest. Repay it from the loan page.',
    ],
  };
  const [title, body] = texts[event.kind];
  return {
    userId,
    kind: 'loan',
    title,
    body,
    link: `/loan/detail?id=${event.loanId}`,
    eventKey: `loan:${event.loanId}:${event.kind}`,
  };
}

/**
 * THE hook through which a loan result (staff approved or rejected the application; at term the loan was repaid from
 * Balance or became overdue) reaches its user, after the transaction committed: a private /push event and the inbox
 * message (stored once per loan and result, just after the commit).
 */
export async function notifyLoan(ctx: inbox.DeliverContext, userId: number, event: LoanEvent) {
  ctx.push.publishPrivate(userId, LOAN_PUSH_TYPE, event);
  await inbox.deliver(ctx, loanMessage(userId, event));
}
