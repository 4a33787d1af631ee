import type { Language } from '@bourse/contract';
import type { Role, StaffRole } from '@bourse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { MarketData } from '../market-data/market-data.ts';
import type { PushHub } from '../push/hub.ts';
import type { Bus } from './bus.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What every service is given: no module reaches for globals. */
export interface AppContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  secret: Buffer;
  now: () => number;
  /** Messages between the nodes (in-process in embedded mode). */
  bus: Bus;
  /** The /push hub of this node: quotes and private events to sockets. */
  push: PushHub;
  /** Whether this node runs the singletons (feed, schedulers): always in embedded mode, one node in a cluster. */
  isLeader: () => boolean;
  /** Instruments, live quotes, sorted lists and candles; `market.tick()` is one feed step. */
  market: MarketData;
}

/** The caller of a protected call, resolved from its token. */
export interface AuthUser {
  id: number;
  role: Role;
  sessionId: number;
  /** The back-office role; null for a user. */
  staffRole: StaffRole | null;
  /** Whether this session passed the second factor (TOTP): staff powers need it. */
  secondFactor: boolean;
}

export interface Caller {
  user: AuthUser | undefined;
  ip: string;
  userAgent: string;
  /** The request's language (its `languages` / `accept-language` header); English when absent. */
  language?: Language;
}
