import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@bourse/contract';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { MarketData } from './market-data/market-data.ts';
import type { FeedProvider } from './market-data/feed-provider.ts';
import { BusTickBus } from './market-data/tick-bus.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { blockTradingRoutes } from './modules/block-trading/routes.ts';
import { ensureStaffAccount } from './modules/accounts/service.ts';
import { authenticate } from './modules/accounts/sessions.ts';
import { cardRoutes } from './modules/cards/routes.ts';
import { cryptoAddressRoutes } from './modules/crypto-addresses/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { backofficeRoutes } from './modules/backoffice/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { depositStaffRoutes } from './modules/deposits/staff-routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { mailSettled as inboxMailSettled } from './modules/inbox/service.ts';
import { loanRoutes } from './modules/loans/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { metaRoutes } from './modules/meta/routes.ts';
import { miningRoutes } from './modules/mining/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { ensureAnnouncements } from './modules/news/service.ts';
import { newsStaffRoutes } from './modules/news/staff-routes.ts';
import { referralRoutes } from './modules/referral/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import type { TriggerLoop } from './modules/trading/engine.ts';
import { tradingRoutes } from './modules/trading/routes.ts';
import { ipoRoutes } from './modules/ipo/routes.ts';
import { robotRoutes } from './modules/robots/routes.ts';
import { strategyRunner } from './modules/strategy-runner/routes.ts';
import { copyTradingRoutes } from './modules/copy-trading/routes.ts';
import { ensureInstitutions } from './modules/copy-trading/service.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { withdrawalStaffRoutes } from './modules/withdrawals/staff-routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import type { AppContext } from './platform/context.ts';
import { AppError } from './platform/errors.ts';
import { requestLanguage, translate } from './platform/i18n/translate.ts';
import { clientErrorHandler, frameworkErrors } from './platform/framework-errors.ts';
import { createMailer } from './platform/mail.ts';
import { pruneIdempotencyKeys } from './platform/idempotency.ts';
import { every } from './platform/schedule.ts';
import { memoryRateLimiter, redisRateLimiter } from './platform/rate-limit.ts';
import { loadSecret } from './platform/secrets.ts';
import { type Bus, deploymentPrefix, localBus, redisBus } from './platform/bus.ts';
import { pgLeadership, soleLeadership } from './platform/leader.ts';
import { registerWebApp } from './platform/web-app.ts';
import { PushHub } from './push/hub.ts';
import { pushRoutes } from './push/routes.ts';

/** How often the leader sends every node its full market state (ticks flow only for open markets). */
const SNAPSHOT_EVERY_MS = 10_000;
const HOUR_MS = 3_600_000;

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The trading trigger loop (tests step it: `await trading.idle()`, `await trading.sweep()`). */
  trading: TriggerLoop;
  /** The IPO sweep (draws and listings that are due; tests run it: `await ipo.sweep()`). */
  ipo: { sweep: () => Promise<void> };
  /** The strategy runner (tests run it: `await strategies.run()`, `await strategies.sample()`). */
  strategies: ReturnType<typeof strategyRunner>;
  /** The copy-trading cycle sweep (tests run it: `await copyTrading.sweep()`). */
  copyTrading: ReturnType<typeof copyTradingRoutes>;
}

export interface AppOptions {
  /** Clock for tests of expiry; defaults to Date.now (plus TEST_CLOCK_OFFSET_MS, 0 unless a test sets it). */
  now?: () => number;
  /** Where log lines go (tests read them to prove no secret is logged); defaults to stdout. */
  logStream?: { write(line: string): void };
  /** Run the market feed every FEED_INTERVAL_MS (default true); tests turn it off and step with `ctx.market.tick()`. */
  feedLoop?: boolean;
  /** The source of quotes; defaults to the simulator (tests script prices with testing/scripted-feed.ts). */
  feedProvider?: FeedProvider;
}

const BUS_SUBSCRIBE_WAIT_MS = 10_000;

/**
 * Waits for the cluster bus's subscriptions to be in force, so a node does not answer while the leader's ticks and
 * trading notes still miss it. A Redis that does not answer within the wait is logged, not fatal: its client goes on
 * retrying, as it does for a Redis lost later.
 */
async function busSubscribed(bus: Bus, log: FastifyBaseLogger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), BUS_SUBSCRIBE_WAIT_MS);
  });
  const outcome = await Promise.race([bus.subscribed().catch((err: unknown) => err as Error), late]);
  clearTimeout(timer);
  if (outcome === 'late') log.warn('cluster bus subscriptions not confirmed yet; going on without waiting');
  else if (outcome instanceof Error) log.error({ err: outcome }, 'cluster bus subscriptions failed');
}

/** Builds the whole server: migrates and seeds the database, registers every module. `listen` is the caller's. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', '*.password', '*.oldPassword', '*.payPassword', '*.token', '*.cardNo'],
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // The nearest `trustProxy` hops are trusted, so the client's address is the one the balancer saw and appended to
    // X-Forwarded-For; the left end of that header is the client's own writing and is never believed.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    genReqId: requestIds(),
    // Routing and HTTP parsing failures answer in the envelope too (platform/framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  const offset = config.testClockOffsetMs;
  const now = options.now ?? (offset === 0 ? Date.now : () => Date.now() + offset);
  const db = createDb(config, (err, what) => app.log.warn({ err }, what));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) error'));
  const onBusError = (err: Error) => app.log.warn({ err }, 'cluster bus error');
  const deployment = deploymentPrefix(config.databaseUrl);
  const bus = config.redisUrl ? redisBus(config.redisUrl, onBusError, deployment) : localBus();
  const leadership =
    config.redisUrl && config.databaseUrl
      ? pgLeadership(config.databaseUrl, { onError: (err) => app.log.warn({ err }, 'leader lock session lost') })
      : soleLeadership();
  const push = new PushHub(now, bus);
  const ctx: AppContext = {
    // A copy: the settings module puts staff's changes in force on it (modules/settings), per app.
    config: { ...config },
    db,
    log: app.log,
    mailer: createMailer(config, app.log),
    rateLimiter: redis ? redisRateLimiter(redis, deployment) : memoryRateLimiter(now),
    secret: loadSecret(config),
    now,
    bus,
    push,
    isLeader: () => leadership.isLeader(),
    market: new MarketData({
      settings: {
        seed: config.marketSeed,
        alwaysOpen: config.marketAlwaysOpen,
        intervalMs: config.feedIntervalMs,
        blockDiscountRate: config.trading.blockDiscountRate,
      },
      push,
      now,
      ...(options.feedProvider ? { provider: options.feedProvider } : {}),
      ...(config.redisUrl ? { bus: new BusTickBus(bus), isLeader: () => leadership.isLeader() } : {}),
    }),
  };
  leadership.onChange((leader) => {
    app.log.info({ leader }, leader ? 'this node leads: it runs the feed' : 'this node follows the leader');
    if (leader && config.redisUrl) ctx.market.takeOver();
  });
  app.addHook('onClose', async () => {
    await inboxMailSettled();
    ctx.mailer.close();
    await leadership.stop();
    await ctx.market.close();
    await bus.close();
    await ctx.rateLimiter.close();
    await redis?.quit();
    await db.destroy();
  });

  await migrateToLatest(db);
  await seed(db, now());
  if (config.staff) await ensureStaffAccount(db, config.staff, config.scryptLogN, now());
  await ensureAnnouncements(ctx);
  await ensureInstitutions(ctx);

  // Inputs are parsed by the contract's zod schemas in route(); the JSON Schemas only document them.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // POST bodies are JSON only (docs/design.md §3): a text/plain body is refused (415) like any other type.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(ErrorCode.badRequest, 'body: must be valid JSON'));
    }
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    // Every message goes out in the request's language (docs/decisions.md "Languages").
    const say = (msg: string) => translate(msg, requestLanguage(req.headers));
    if (err instanceof AppError) {
      if (err.code === ErrorCode.tooManyRequests) {
        const wait = (err.data as { retryAfterMs?: number } | null)?.retryAfterMs;
        if (wait) reply.header('retry-after', Math.ceil(wait / 1000));
      }
      return reply.status(err.code).send({ code: err.code, msg: say(err.message), data: err.data });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = status === 413 ? 'body: is too large' : status === 415 ? 'body: must be JSON' : err.message;
      return reply.status(status).send({ code: status, msg: say(msg), data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 500, msg: say(`Something went wrong on our side (reference ${req.id})`), data: null });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bourse API', version: '0.1.0', description: 'Every call answers {code, msg, data}.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const auth = (token: string) => authenticate(ctx, token);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  pushRoutes(app, ctx.push, auth, { maxSocketsPerIp: config.pushMaxSocketsPerIp });
  metaRoutes(app, ctx, auth);
  accountRoutes(app, ctx, auth);
  uploadRoutes(app, ctx, auth);
  cardRoutes(app, ctx, auth);
  cryptoAddressRoutes(app, ctx, auth);
  walletRoutes(app, ctx, auth);
  depositRoutes(app, ctx, auth);
  withdrawalRoutes(app, ctx, auth);
  depositStaffRoutes(app, ctx, auth);
  withdrawalStaffRoutes(app, ctx, auth);
  staffRoutes(app, ctx, auth);
  loanRoutes(app, ctx, auth, { sweep: options.feedLoop !== false });
  kycRoutes(app, ctx, auth);
  marketRoutes(app, ctx, auth);
  watchlistRoutes(app, ctx, auth);
  newsRoutes(app, ctx, auth, { poll: options.feedLoop !== false });
  newsStaffRoutes(app, ctx, auth);
  backofficeRoutes(app, ctx, auth);
  await settingsRoutes(app, ctx, auth);
  inboxRoutes(app, ctx, auth);
  referralRoutes(app, ctx, auth);
  miningRoutes(app, ctx, auth, { sweep: options.feedLoop !== false });
  const trading = tradingRoutes(app, ctx, auth, { sweep: options.feedLoop !== false });
  const ipo = ipoRoutes(app, ctx, auth, {
    sweep: options.feedLoop !== false,
    holdingOpened: (h) => trading.changed({ ...h, account: 'stock' }),
  });
  blockTradingRoutes(app, ctx, auth, trading);
  const strategies = strategyRunner(app, ctx, trading, { loop: options.feedLoop !== false });
  const copyTrading = copyTradingRoutes(app, ctx, auth, { sweep: options.feedLoop !== false });
  robotRoutes(app, ctx, auth, trading, { sweep: options.feedLoop !== false });
  leadership.onChange((leader) => {
    if (leader) trading.load().catch((err: unknown) => app.log.error({ err }, 'trading book failed to load'));
  });
  await trading.ready();
  await busSubscribed(bus, app.log);
  if (options.feedLoop !== false) {
    every(app, config.feedIntervalMs, 'market feed', async () => ctx.market.tick());
    if (config.redisUrl) every(app, SNAPSHOT_EVERY_MS, 'market snapshot', async () => ctx.market.publishSnapshot());
    every(app, HOUR_MS, 'idempotency key expiry', async () => {
      if (ctx.isLeader()) await pruneIdempotencyKeys(ctx.db, ctx.now());
    });
  }

  registerWebApp(app, { webDist: config.webDist, adminDist: config.adminDist, sourceMaps: config.webSourceMaps });
  return { app, ctx, trading, ipo, strategies, copyTrading };
}

/**
 * A request as its log line shows it: Fastify's default fields, but the url without the value of `sig`, since a signed
 * upload url (`/upload/{id}?sig=…`) lets whoever holds it see the image for an hour.
 */
function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(/([?&]sig=)[^&#]*/gi, '$1[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Short, unique request ids (the reference a 500 quotes): a per-process prefix and a counter. */
function requestIds() {
  const prefix = randomBytes(3).toString('hex');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}
