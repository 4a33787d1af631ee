import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as calendar from './calendar.ts';
import * as charts from './charts.ts';
import * as detail from './detail.ts';
import { logoRoutes } from './logo.ts';
import { requireLiveByCode } from './lookup.ts';
import * as offerings from './offerings.ts';
import * as market from './service.ts';

export function marketRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.feedInfo, async () => market.feedInfo(ctx));
  route(app, auth, endpoints.topIndex, async ({ input }) => market.topIndex(ctx, input.type));
  route(app, auth, endpoints.globalIndex, async () => market.globalIndex(ctx));
  route(app, auth, endpoints.usStockList, async ({ input }) => market.usStockList(ctx, input));
  route(app, auth, endpoints.hkStockList, async ({ input }) => market.stockList(ctx, 'HK', input));
  route(app, auth, endpoints.hkTopIndex, async () => market.homeIndices(ctx, 'HKEX'));
  route(app, auth, endpoints.idStockList, async ({ input }) => market.stockList(ctx, 'ID', input));
  route(app, auth, endpoints.idTopIndex, async () => market.homeIndices(ctx, 'IDX'));
  route(app, auth, endpoints.stockDetail, ({ input, user }) => detail.stockDetail(ctx, input, user?.id));
  route(app, auth, endpoints.kline, async ({ input }) => charts.kline(ctx, input));
  route(app, auth, endpoints.historicalData, async ({ input }) => charts.historicalData(ctx, input));
  route(app, auth, endpoints.ipoList, async ({ input }) => offerings.ipoList(ctx, input));
  route(app, auth, endpoints.blockTradeList, async ({ input }) => offerings.blockTradeList(ctx, input));
  route(app, auth, endpoints.getStock, async ({ input }) => market.getStock(ctx, input.symbol));
  route(app, auth, endpoints.searchMarkets, async ({ input }) => market.search(ctx, input));
  route(app, auth, endpoints.getMarket, async ({ input }) => market.getMarket(ctx, input.stkcode, input.market));
  route(app, auth, endpoints.tradingDays, async ({ input }) => calendar.tradingDays(ctx, input));
  route(app, auth, endpoints.minCount, async ({ input }) => offerings.minCount(ctx, input));
  route(
    app,
    auth,
    endpoints.marketTestMove,
    async ({ input }) => {
      const { inst } = requireLiveByCode(ctx, input.stockCode, input.market);
      return { moved: ctx.market.move(inst.market, inst.code, input.percent) };
    },
    { enabled: () => ctx.config.marketTestHooks },
  );
  logoRoutes(app, ctx);
}
