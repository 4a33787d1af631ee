import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import * as wallet from './service.ts';

/** How often a node looks for pending transfers that are due (each user's own calls settle theirs first anyway). */
const SETTLE_SWEEP_MS = 5_000;

export function walletRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.getWalletBalance, ({ input, user }) =>
    wallet.walletBalance(ctx, user.id, input.walletType),
  );
  route(app, auth, endpoints.transfer, ({ input, user, idempotency }) =>
    wallet.transfer(ctx, user.id, input, idempotency),
  );
  route(app, auth, endpoints.cancelTransfer, ({ input, user, idempotency }) =>
    wallet.cancelTransfer(ctx, user.id, input.id, idempotency),
  );
  route(app, auth, endpoints.getTransferList, ({ input, user }) => wallet.transferList(ctx, user.id, input));
  route(app, auth, endpoints.getWalletBill, ({ input, user }) => wallet.walletBill(ctx, user.id, input));
  route(app, auth, endpoints.getFundingOverview, ({ input, user }) =>
    wallet.fundingOverview(ctx, user.id, input.timeZone),
  );
  // Settling is safe on any node; only the leader sweeps, so a cluster does the work once.
  every(app, SETTLE_SWEEP_MS, 'transfer settlement', async () => {
    if (ctx.isLeader()) await wallet.settleDueTransfers(ctx);
  });
}
