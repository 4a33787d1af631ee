import { Messages, type Market, MARKETS } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import { monogramSvg } from '../../market-data/catalogue/index.ts';
import type { AppContext } from '../../platform/context.ts';

const HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own could run script; this one may only style itself.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const isMarket = (m: string): m is Market => (MARKETS as readonly string[]).includes(m);

/** GET /logo/:market/:code.svg — a generated monogram for every instrument and offering (each quote's localLogoUrl). */
export function logoRoutes(app: FastifyInstance, ctx: AppContext) {
  const made = new Map<string, string>();

  const nameOf = (market: Market, code: string): string | undefined => {
    const inst = ctx.market.instruments.get(market, code);
    if (inst && inst.code === code) return inst.name;
    const offering = ctx.market.instruments.ipo(code);
    return offering && offering.symbol === code && offering.market === market ? offering.name : undefined;
  };

  const svgOf = (market: string, file: string): string | undefined => {
    if (!isMarket(market) || !file.endsWith('.svg')) return undefined;
    const code = file.slice(0, -'.svg'.length);
    const key = `${market}:${code}`;
    let svg = made.get(key);
    if (svg === undefined) {
      const name = nameOf(market, code);
      if (name === undefined) return undefined;
      svg = monogramSvg(code, name);
      made.set(key, svg);
    }
    return svg;
  };

  app.get<{ Params: { market: string; file: string } }>(
    '/logo/:market/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const svg = svgOf(req.params.market, req.params.file);
      if (svg === undefined) return reply.status(404).send({ code: 404, msg: Messages.notFound, data: null });
      return reply.headers(HEADERS).send(svg);
    },
  );
}
