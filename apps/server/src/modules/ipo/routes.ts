import { endpoints, type Market } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import { every } from '../../platform/schedule.ts';
import { notifyIpo } from './notify.ts';
import * as ipo from './service.ts';

/** How often the leader looks for draws and listings that are due. */
const SWEEP_MS = 5_000;

export interface IpoOptions {
  /** Run the sweep on a timer (tests call the returned `sweep()` themselves). */
  sweep: boolean;
  /** A holding was opened from won shares (the trading trigger loop takes it into its book). */
  holdingOpened: (h: { userId: number; market: Market; code: string; positionId: number }) => void;
}

export function ipoRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate, options: IpoOptions) {
  /** The draw (at most once), then its notices: delivered in bulk after the commit, finished by a later sweep. */
  const draw = async (symbol: string) => {
    const settled = await ipo.drawOffering(ctx, symbol);
    await ipo.deliverDrawNotices(ctx, symbol);
    return settled !== undefined;
  };
  const sweep = async () => {
    const due = await ipo.dueWork(ctx);
    for (const symbol of due.draws) await draw(symbol);
    // Drawn before and not all told (a crash or a failure mid-delivery): the rest now, each message once.
    for (const symbol of due.notices) await ipo.deliverDrawNotices(ctx, symbol);
    for (const symbol of due.listings) {
      for (const l of await ipo.listOffering(ctx, symbol)) {
        notifyIpo(ctx, l.event, l.delivery);
        options.holdingOpened({
          userId: l.userId,
          market: l.market,
          code: l.event.stockCode,
          positionId: l.positionId,
        });
      }
    }
  };

  route(app, auth, endpoints.ipoSubscribe, ({ input, user, idempotency }) =>
    ipo.subscribe(ctx, user.id, input, idempotency),
  );
  route(app, auth, endpoints.ipoCancel, ({ input, user, idempotency }) =>
    ipo.cancel(ctx, user.id, input.id, idempotency),
  );
  route(app, auth, endpoints.ipoFullNum, ({ input, user }) => ipo.fullNum(ctx, user.id, input.stockCode));
  route(app, auth, endpoints.ipoSubscription, ({ input, user }) => ipo.subscriptionOf(ctx, user.id, input.stockCode));
  route(app, auth, endpoints.ipoSubscriptions, ({ input, user }) => ipo.subscriptions(ctx, user.id, input));
  route(app, auth, endpoints.ipoTestRun, async ({ input }) => ({ drawn: await draw(input.stockCode) }), {
    enabled: () => ctx.config.ipoTestHooks,
  });

  if (options.sweep) {
    every(app, SWEEP_MS, 'ipo sweep', async () => {
      if (ctx.isLeader()) await sweep();
    });
  }
  return { sweep };
}
