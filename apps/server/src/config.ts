import path from 'node:path';
import {
  type CryptoNetwork,
  DEFAULT_CONFIRMATIONS,
  emailField,
  passwordField,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
} from '@bourse/contract';
import { z } from 'zod';
import { canonicalAddress } from './platform/address-formats.ts';
import { weakPasswordReason } from './platform/passwords.ts';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

/**
 * The defaults are a DEMO: a bank account that does not exist and addresses derived from a hash, whose keys nobody
 * holds. They are valid in form (checksums included) so the app can be tried end to end; a real deployment sets its own.
 */
const DEMO_ADDRESSES: Record<CryptoNetwork, string> = {
  TRC20: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
  ERC20: '0xaAfAad66F365480561116c5AA1f89ae48D21A8d5',
  Bitcoin: 'bc1qufhvkv2jffyq35dudekmmcwyyprdfx4lcxl70t',
};
const trimmed = (max: number, def: string) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).default(def);
/** A receiving address, checked (checksum included) and kept in its canonical form. */
const platformAddress = (network: CryptoNetwork) =>
  z
    .string()
    .trim()
    .default(DEMO_ADDRESSES[network])
    .refine((v) => canonicalAddress(network, v) !== undefined, `must be a valid ${network} address`)
    .transform((v) => canonicalAddress(network, v) ?? v);

function fundingEnv() {
  return {
    STAFF_EMAIL: z.string().trim().optional(),
    STAFF_PASSWORD: z.string().optional(),
    PLATFORM_BANK_NAME: trimmed(100, 'Bourse Demo Bank (DEMO: not a real account)'),
    PLATFORM_BANK_ACCOUNT_NAME: trimmed(100, 'Bourse Client Funds (DEMO)'),
    PLATFORM_BANK_ACCOUNT_NUMBER: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{4,34}$/, 'must be 4 to 34 capital letters or digits (an account number or IBAN)')
      .default('DEMO0000000000'),
    PLATFORM_BANK_SWIFT: z
      .string()
      .trim()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a SWIFT/BIC code of 8 or 11 characters')
      .default('DEMOUS00XXX'),
    DEPOSIT_CONFIRMATIONS: int(DEFAULT_CONFIRMATIONS, 1, 1000),
    PLATFORM_ADDRESS_TRC20: platformAddress('TRC20'),
    PLATFORM_ADDRESS_ERC20: platformAddress('ERC20'),
    PLATFORM_ADDRESS_BITCOIN: platformAddress('Bitcoin'),
  };
}

const fraction = (def: string) =>
  z
    .string()
    .trim()
    .regex(/^0(\.\d{1,10})?$|^1(\.0+)?$/, 'must be a decimal fraction from 0 to 1 such as 0.001')
    .default(def);

/** `name=value,name=value` over a fixed set of names; each value passes `value`. */
const namedValues = <K extends string>(names: readonly K[], def: string, value: RegExp, rule: string) =>
  z
    .string()
    .trim()
    .default(def)
    .transform((v, ctx) => {
      const out: Partial<Record<K, string>> = {};
      for (const part of v.split(',').filter(Boolean)) {
        const [name = '', val = ''] = part.split('=').map((x) => x.trim());
        if (!(names as readonly string[]).includes(name) || !value.test(val)) {
          ctx.addIssue({ code: 'custom', message: `must be name=value pairs with names ${names.join(', ')}; ${rule}` });
          return z.NEVER;
        }
        out[name as K] = val;
      }
      return out;
    });

export const LEVERAGE_CLASSES = ['stock', 'majorFx', 'minorFx', 'index', 'gold', 'otherCommodity', 'bond'] as const;
export const FINANCING_CLASSES = ['stock', 'index', 'forex', 'commodity', 'bond'] as const;

function tradingEnv() {
  return {
    TRADE_FEE_RATE: fraction('0.001'),
    TRADE_FEE_MINIMUM: z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount in USD such as 1 or 0.50')
      .default('1'),
    LEVERAGE_CAPS: namedValues(LEVERAGE_CLASSES, '', /^(1|2|3|5|10|20|30)$/, 'values 1, 2, 3, 5, 10, 20 or 30'),
    FINANCING_BENCHMARK_RATE: fraction('0.043'),
    FINANCING_MARKUPS: namedValues(
      FINANCING_CLASSES,
      'stock=0.025,index=0.02,forex=0.01,commodity=0.02,bond=0.01',
      /^0(\.\d{1,10})?$/,
      'values fractions below 1 such as 0.025',
    ),
    // How many open cross positions the leader's margin sweep reads and values before other work runs: a page of 100
    // holds the event loop up to about 1.5 ms, one of 500 held it 10–12 ms, every request waiting (docs/decisions.md).
    TRADING_SWEEP_PAGE: int(100, 1, 100_000),
    // Block trading (docs/design.md §5): one discount for every block listing; unset, each keeps the catalogue's.
    BLOCK_DISCOUNT_RATE: z
      .string()
      .trim()
      .regex(/^0(\.\d{1,6})?$/, 'must be a fraction below 1 such as 0.02')
      .optional()
      .transform((v) => v || undefined),
  };
}

const usdAmount = (def: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount in USD such as 100 or 2500.50')
    .default(def);

/** Loans (docs/decisions.md, Loans): the amount limits, one annual rate, the terms offered, the interest sweep. */
function loanEnv() {
  return {
    LOAN_MIN_AMOUNT: usdAmount('100'),
    LOAN_MAX_AMOUNT: usdAmount('50000'),
    LOAN_ANNUAL_RATE: fraction('0.12'),
    LOAN_TERMS_DAYS: z
      .string()
      .trim()
      .default('7,14,30,90,180')
      .refine((v) => /^\d{1,4}(,\d{1,4})*$/.test(v), 'must be whole numbers of days separated by commas')
      .transform((v) => [...new Set(v.split(',').map(Number))].sort((a, b) => a - b))
      .refine((days) => days.every((d) => d >= 1 && d <= 3650), 'each term must be 1 to 3650 days'),
    LOAN_INTEREST_SWEEP_MS: int(60_000, 50, 3_600_000),
  };
}

/** The back office (docs/decisions.md, back office): staff sessions' limits and the four-eyes threshold. */
function backofficeEnv() {
  return {
    STAFF_SESSION_IDLE_MINUTES: int(STAFF_SESSION_IDLE_MINUTES, 1, 24 * 60),
    STAFF_SESSION_MAX_HOURS: int(STAFF_SESSION_MAX_HOURS, 1, 7 * 24),
    FOUR_EYES_WITHDRAWAL_USD: usdAmount('10000'),
  };
}

/** Every setting comes from the environment; the README lists them. */
const envSchema = z.object({
  PORT: int(8080, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Bourse <no-reply@bourse.local>'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: int(7 * 24 * 60, 1, 365 * 24 * 60),
  SCRYPT_LOG_N: int(15, 10, 20),
  // `true` trusts one proxy (the load balancer); a number trusts that many in a row. Never "every hop": the client
  // writes the left end of X-Forwarded-For itself, so trusting it would let anyone pick the address rate limits see.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d)$/, 'must be true, false or a number of proxies from 0 to 9')
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  WEB_SOURCE_MAPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  MARKET_SEED: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .default('bourse'),
  MARKET_ALWAYS_OPEN: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Identity (docs/design.md §5): also require a verified identity to open positions (off by default).
  KYC_REQUIRED_FOR_TRADING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PUSH_MAX_SOCKETS_PER_IP: int(200, 1, 1_000_000),
  FEED_INTERVAL_MS: int(1000, 50, 60_000),
  // Test hook (e2e only): POST /test/ipo/run draws an offering now, as on its draw date. Never set it in production.
  IPO_TEST_HOOKS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  COPY_TRADING_TEST_HOOKS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  // Test hook (e2e only): POST /test/market/move moves a simulated price now. Never set it in production.
  MARKET_TEST_HOOKS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  // Test hook (server-process tests only): the process's clock runs this many ms ahead of the real one, so a test can
  // restart the real server days later (loan interest days). Never set it in production.
  TEST_CLOCK_OFFSET_MS: int(0, 0, 10 * 365 * 86_400_000),
  // News (docs/design.md §5): RSS/Atom feeds to ingest, comma-separated http(s) urls; none by default.
  NEWS_FEEDS: z
    .string()
    .trim()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.every((u) => /^https?:\/\/\S+$/.test(u)),
      'must be http:// or https:// urls separated by commas',
    ),
  NEWS_FEED_INTERVAL_MINUTES: int(15, 1, 1440),
  ...fundingEnv(),
  ...tradingEnv(),
  ...miningEnv(),
  ...loanEnv(),
  ...backofficeEnv(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecret: string | undefined;
  logLevel: string;
  sessionIdleMs: number;
  scryptLogN: number;
  /** How many proxies in front of the server are trusted to say the client's address (X-Forwarded-For); 0 for none. */
  trustProxy: number;
  webDist: string;
  /** The built back office (apps/admin/dist), served at /backoffice/. */
  adminDist: string;
  /** Serve the web build's source maps to browsers (off by default). */
  webSourceMaps: boolean;
  /** Seed of the simulated feed: the same seed gives the same prices. */
  marketSeed: string;
  /** Demo setting: every market trades around the clock. */
  marketAlwaysOpen: boolean;
  feedIntervalMs: number;
  /** Open /push sockets allowed from one client address. */
  pushMaxSocketsPerIp: number;
  /** The first staff account, seeded at start (STAFF_EMAIL and STAFF_PASSWORD); none when unset. */
  staff: { email: string; password: string } | undefined;
  /** Back office: a staff session ends after `idleMs` unused or `maxMs` after sign-in, whichever comes first. */
  staffSessions: { idleMs: number; maxMs: number };
  /** A withdrawal above this many USD needs the approvals of two different staff members. */
  fourEyesWithdrawalUsd: string;
  /** Where users send deposits: the platform's bank account and its receiving address per network. */
  funding: FundingSettings;
  /** Fees, leverage caps and overnight financing (docs/design.md §5). */
  trading: TradingSettings;
  /** Mining rewards: the energy each action earns, the session, the reward per unit and the daily budget. */
  mining: MiningSettings;
  /** Whether placing an order needs a verified identity too (withdrawals always do). */
  kycRequiredForTrading: boolean;
  /** News: the RSS/Atom feeds the leader polls, and how often. */
  news: { feeds: string[]; feedIntervalMs: number };
  /** Embedded mode: SQLite in DATA_DIR, mail to DATA_DIR/mail, in-process pub/sub. */
  embedded: boolean;
  /** IPO_TEST_HOOKS=1: the e2e hook that draws an offering now (off unless set). */
  ipoTestHooks: boolean;
  /** COPY_TRADING_TEST_HOOKS=1: the e2e hook that ends an institution's cycle now (off unless set). */
  copyTradingTestHooks: boolean;
  /** MARKET_TEST_HOOKS=1: the e2e hook that moves a simulated price now (off unless set). */
  marketTestHooks: boolean;
  /** TEST_CLOCK_OFFSET_MS: how far ahead of the real clock the server's clock runs (0 unless a test sets it). */
  testClockOffsetMs: number;
  /** Loans: limits, rate and terms, and how often the leader posts the interest days that are due. */
  loans: LoanSettings;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.REDIS_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  REDIS_URL: cluster mode needs DATABASE_URL as well');
  }
  if (e.DATABASE_URL && e.REDIS_URL && !e.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: is required in cluster mode (every node must share it)',
    );
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    scryptLogN: e.SCRYPT_LOG_N,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist')),
    webSourceMaps: e.WEB_SOURCE_MAPS,
    marketSeed: e.MARKET_SEED,
    marketAlwaysOpen: e.MARKET_ALWAYS_OPEN,
    feedIntervalMs: e.FEED_INTERVAL_MS,
    pushMaxSocketsPerIp: e.PUSH_MAX_SOCKETS_PER_IP,
    staff: staffAccount(e),
    staffSessions: { idleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000, maxMs: e.STAFF_SESSION_MAX_HOURS * 3_600_000 },
    fourEyesWithdrawalUsd: e.FOUR_EYES_WITHDRAWAL_USD,
    funding: fundingSettings(e),
    mining: miningSettings(e),
    trading: {
      feeRate: e.TRADE_FEE_RATE,
      feeMinimum: e.TRADE_FEE_MINIMUM,
      leverageCaps: e.LEVERAGE_CAPS,
      financingBenchmark: e.FINANCING_BENCHMARK_RATE,
      financingMarkups: e.FINANCING_MARKUPS,
      blockDiscountRate: e.BLOCK_DISCOUNT_RATE,
      sweepPage: e.TRADING_SWEEP_PAGE,
    },
    kycRequiredForTrading: e.KYC_REQUIRED_FOR_TRADING,
    news: { feeds: e.NEWS_FEEDS, feedIntervalMs: e.NEWS_FEED_INTERVAL_MINUTES * 60_000 },
    embedded: !e.DATABASE_URL,
    ipoTestHooks: e.IPO_TEST_HOOKS,
    copyTradingTestHooks: e.COPY_TRADING_TEST_HOOKS,
    marketTestHooks: e.MARKET_TEST_HOOKS,
    testClockOffsetMs: e.TEST_CLOCK_OFFSET_MS,
    loans: loanSettings(e),
  };
}

export interface TradingSettings {
  /** Fee on open and on close, a fraction of notional, with a USD minimum. */
  feeRate: string;
  feeMinimum: string;
  /** Overrides of the leverage caps per class (the rest keep their defaults). */
  leverageCaps: Partial<Record<(typeof LEVERAGE_CLASSES)[number], string>>;
  /** Overnight financing: benchmark plus the class's markup, a year's rate. */
  financingBenchmark: string;
  financingMarkups: Partial<Record<(typeof FINANCING_CLASSES)[number], string>>;
  /** The block price's discount to market for every block listing; undefined keeps each listing's own. */
  blockDiscountRate?: string | undefined;
  /** Open cross positions the leader's margin sweep reads and values at a time, letting other work run between. */
  sweepPage: number;
}

export interface FundingSettings {
  bank: { bankName: string; accountName: string; accountNumber: string; swift: string };
  addresses: Record<CryptoNetwork, string>;
  confirmations: number;
}

type Parsed = z.output<typeof envSchema>;

function staffAccount(e: Parsed): Config['staff'] {
  const email = e.STAFF_EMAIL || undefined;
  const password = e.STAFF_PASSWORD || undefined;
  if (!email && !password) return undefined;
  if (!email || !password) {
    throw new ConfigError('Invalid configuration:\n  STAFF_EMAIL, STAFF_PASSWORD: set both or neither');
  }
  const parsedEmail = emailField.safeParse(email);
  if (!parsedEmail.success) {
    throw new ConfigError(`Invalid configuration:\n  STAFF_EMAIL: ${parsedEmail.error.issues[0]?.message}`);
  }
  const weak = passwordField.safeParse(password).error?.issues[0]?.message ?? weakPasswordReason(password, { email });
  if (weak) throw new ConfigError(`Invalid configuration:\n  STAFF_PASSWORD: ${weak}`);
  return { email: parsedEmail.data, password };
}

function fundingSettings(e: Parsed): FundingSettings {
  return {
    bank: {
      bankName: e.PLATFORM_BANK_NAME,
      accountName: e.PLATFORM_BANK_ACCOUNT_NAME,
      accountNumber: e.PLATFORM_BANK_ACCOUNT_NUMBER,
      swift: e.PLATFORM_BANK_SWIFT,
    },
    addresses: {
      TRC20: e.PLATFORM_ADDRESS_TRC20,
      ERC20: e.PLATFORM_ADDRESS_ERC20,
      Bitcoin: e.PLATFORM_ADDRESS_BITCOIN,
    },
    confirmations: e.DEPOSIT_CONFIRMATIONS,
  };
}

export interface LoanSettings {
  /** Smallest and largest loan, in USD. */
  minAmount: string;
  maxAmount: string;
  /** One annual rate for every loan, a fraction (0.12 is 12% a year). */
  annualRate: string;
  /** The terms offered, in days, ascending. */
  termsDays: number[];
  interestSweepMs: number;
}

function loanSettings(e: Parsed): LoanSettings {
  const cents = (v: string) => {
    const [whole = '0', frac = ''] = v.split('.');
    return BigInt(whole + frac.padEnd(2, '0'));
  };
  if (cents(e.LOAN_MIN_AMOUNT) < 1n || cents(e.LOAN_MIN_AMOUNT) > cents(e.LOAN_MAX_AMOUNT)) {
    throw new ConfigError(
      'Invalid configuration:\n  LOAN_MIN_AMOUNT: must be at least 0.01 and at most LOAN_MAX_AMOUNT',
    );
  }
  return {
    minAmount: e.LOAN_MIN_AMOUNT,
    maxAmount: e.LOAN_MAX_AMOUNT,
    annualRate: e.LOAN_ANNUAL_RATE,
    termsDays: e.LOAN_TERMS_DAYS,
    interestSweepMs: e.LOAN_INTEREST_SWEEP_MS,
  };
}

/** Mining rewards (docs/decisions.md, Mining rewards): every published figure of the programme. */
function miningEnv() {
  const energy = (def: number) => int(def, 0, 1_000_000);
  const usd = (def: string, example: string) =>
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, `must be an amount in USD such as ${example}`)
      .default(def);
  return {
    MINING_CHECKIN_ENERGY: energy(10),
    MINING_FIRST_DEPOSIT_ENERGY: energy(50),
    MINING_IDENTITY_ENERGY: energy(50),
    MINING_REFERRAL_ENERGY: energy(20),
    MINING_REFERRAL_DAILY_CAP: energy(100),
    MINING_VOLUME_ENERGY: energy(1),
    MINING_VOLUME_PER_USD: usd('1000', '1000').refine((v) => /[1-9]/.test(v), 'must be more than 0'),
    MINING_VOLUME_DAILY_CAP: energy(50),
    MINING_ENERGY_PER_MINUTE: int(1, 1, 1_000_000),
    MINING_SESSION_MINUTES: int(60, 1, 1440),
    MINING_REWARD_PER_ENERGY: z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,6})?$/, 'must be an amount in USD such as 0.01')
      .default('0.01'),
    MINING_DAILY_BUDGET: usd('100', '100 or 2500.50'),
    MINING_SWEEP_MS: int(5_000, 50, 3_600_000),
  };
}

export interface MiningSettings {
  /** Energy per action; check-in once a UTC day, first deposit and verified identity once ever. */
  checkinEnergy: number;
  firstDepositEnergy: number;
  identityEnergy: number;
  /** Energy per invited account that verifies its identity, and the most a day from referrals. */
  referralEnergy: number;
  referralDailyCap: number;
  /** Energy per `volumePerUsd` USD traded (fills' totals) in a UTC day, and the most a day from trading. */
  volumeEnergy: number;
  volumePerUsd: string;
  volumeDailyCap: number;
  /** A session spends this much energy a minute for at most `sessionMinutes`. */
  energyPerMinute: number;
  sessionMinutes: number;
  /** USD paid per unit of energy spent. */
  rewardPerEnergy: string;
  /** USD the house rewards account pays out in one UTC day, over every user. */
  dailyBudget: string;
  /** How often the leader settles the sessions that have ended. */
  sweepMs: number;
}

function miningSettings(e: Parsed): MiningSettings {
  return {
    checkinEnergy: e.MINING_CHECKIN_ENERGY,
    firstDepositEnergy: e.MINING_FIRST_DEPOSIT_ENERGY,
    identityEnergy: e.MINING_IDENTITY_ENERGY,
    referralEnergy: e.MINING_REFERRAL_ENERGY,
    referralDailyCap: e.MINING_REFERRAL_DAILY_CAP,
    volumeEnergy: e.MINING_VOLUME_ENERGY,
    volumePerUsd: e.MINING_VOLUME_PER_USD,
    volumeDailyCap: e.MINING_VOLUME_DAILY_CAP,
    energyPerMinute: e.MINING_ENERGY_PER_MINUTE,
    sessionMinutes: e.MINING_SESSION_MINUTES,
    rewardPerEnergy: e.MINING_REWARD_PER_ENERGY,
    dailyBudget: e.MINING_DAILY_BUDGET,
    sweepMs: e.MINING_SWEEP_MS,
  };
}
