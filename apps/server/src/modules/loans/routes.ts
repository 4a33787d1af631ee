import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import * as review from './review.ts';
import * as loans from './service.ts';

/**
 * The user's loan calls, the staff review calls (`role: 'staff'` in the contract: 403 to anyone else) and, on the
 * leader only, the sweep that posts each loan's interest days and settles loans at term.
 */
export function loanRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate, options = { sweep: true }) {
  route(app, auth, endpoints.loanTerms, async () => loans.terms(ctx));
  route(app, auth, endpoints.loanQuote, async ({ input }) => loans.quote(ctx, input));
  route(app, auth, endpoints.loanApply, ({ input, user, idempotency }) =>
    loans.apply(ctx, user.id, input, idempotency),
  );
  route(app, auth, endpoints.loanList, ({ input, user }) => loans.list(ctx, user.id, input));
  route(app, auth, endpoints.loanDetail, ({ input, user }) => loans.detail(ctx, user.id, input.id));
  route(app, auth, endpoints.loanRepay, ({ input, user, idempotency }) =>
    loans.repay(ctx, user.id, input, idempotency),
  );

  route(app, auth, endpoints.staffLoanList, ({ input }) => review.staffList(ctx, input));
  route(app, auth, endpoints.staffLoanApprove, ({ input, user }) => review.approve(ctx, user.id, input));
  route(app, auth, endpoints.staffLoanReject, ({ input, user }) => review.reject(ctx, user.id, input));

  if (options.sweep) every(app, ctx.config.loans.interestSweepMs, 'loan interest sweep', () => loanSweepJob(ctx));
}

/** What the periodic job does on every node: the sweep, on the leader only. */
export async function loanSweepJob(ctx: AppContext): Promise<number> {
  return ctx.isLeader() ? loans.sweep(ctx) : 0;
}
