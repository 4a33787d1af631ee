import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './paging.ts';

/** docs/product.md §4: a mining session is Mining while it runs, then successful or failed. */
export const MINING_STATES = ['mining', 'successful', 'failed'] as const;
export type MiningState = (typeof MINING_STATES)[number];
export const MINING_STATE_LABELS: Record<MiningState, string> = {
  mining: 'Mining',
  successful: 'successful',
  failed: 'failed',
};
/** docs/product.md §4 and §8: a session that ran out of energy, and one the daily budget could not pay. */
export const MINING_INSUFFICIENT_ENERGY = 'Insufficient energy, stop mining';
export const MINING_FAILED = 'Mining failed';

/** The stated actions that earn energy (docs/decisions.md, Mining rewards). */
export const ENERGY_SOURCES = ['checkin', 'first_deposit', 'identity', 'referral', 'trading_volume'] as const;
export type EnergySource = (typeof ENERGY_SOURCES)[number];
export const ENERGY_SOURCE_LABELS: Record<EnergySource, string> = {
  checkin: 'Daily check-in',
  first_deposit: 'First deposit',
  identity: 'Verified identity',
  referral: 'A friend you invited verifies their identity',
  trading_volume: 'Trading volume',
};

const sourceRule = z.object({
  source: z.enum(ENERGY_SOURCES),
  label: z.string(),
  /** Energy earned each time (for trading volume: per `perVolume` USD traded). */
  energy: z.number().int(),
  /** Most energy this source gives in one UTC day. */
  dailyCap: z.number().int(),
  /** Earned once per account, ever (first deposit, verified identity). */
  once: z.boolean(),
  /** Trading volume only: the USD traded that earns `energy`. */
  perVolume: z.string().nullable(),
  /** Energy this source has given the caller today (UTC). */
  earnedToday: z.number().int(),
  /** Once-only sources: whether the caller has had it. */
  earned: z.boolean(),
});

export const miningSessionSchema = z.object({
  id: z.number().int(),
  state: z.enum(MINING_STATES),
  stateLabel: z.string(),
  /** Energy the session spends over its duration. */
  energy: z.number().int(),
  /** What it pays into Balance when it ends (USD); paid only when successful. */
  reward: z.string(),
  startedAt: z.number().int(),
  endsAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  /**
   * 'Insufficient energy, stop mining' from its start when the energy held less than a full session (it stops
   * early), 'Mining failed' when it failed; '' otherwise.
   */
  note: z.string(),
});
export type MiningSession = z.infer<typeof miningSessionSchema>;

export const miningInfoSchema = z.object({
  energy: z.number().int(),
  checkedInToday: z.boolean(),
  /** The published rules, from the server's configuration. */
  rules: z.object({
    sources: z.array(sourceRule),
    energyPerMinute: z.number().int(),
    sessionMinutes: z.number().int(),
    /** USD paid per unit of energy spent. */
    rewardPerEnergy: z.string(),
    /** USD the house rewards account pays out in one UTC day, over every user. */
    dailyBudget: z.string(),
  }),
  /** What the house rewards account has paid today and what is left of the budget (USD). */
  budget: z.object({ paidToday: z.string(), remainingToday: z.string() }),
  /** The running session, if any. */
  session: miningSessionSchema.nullable(),
});
export type MiningInfo = z.infer<typeof miningInfoSchema>;

export const miningEndpoints = {
  miningInfo: defineEndpoint({
    method: 'POST',
    path: '/mining/info',
    tag: 'mining',
    summary: 'Energy, the published rules, the budget left today and the running session',
    auth: true,
    input: z.strictObject({}),
    output: miningInfoSchema,
  }),
  miningCheckIn: defineEndpoint({
    method: 'POST',
    path: '/mining/checkIn',
    tag: 'mining',
    summary: "Today's check-in: earns its stated energy once a UTC day",
    auth: true,
    input: z.strictObject({}),
    output: miningInfoSchema,
  }),
  miningStart: defineEndpoint({
    method: 'POST',
    path: '/mining/start',
    tag: 'mining',
    summary: 'Start a mining session: spends energy over its duration, pays the reward per unit when it ends',
    auth: true,
    input: z.strictObject({}),
    output: miningSessionSchema,
  }),
  miningRecords: defineEndpoint({
    method: 'POST',
    path: '/mining/records',
    tag: 'mining',
    summary: 'Mining records, newest first, each session with its state',
    auth: true,
    input: z.strictObject({ ...pageQuery }),
    output: pageOf(miningSessionSchema),
  }),
};

export const MINING_PUSH_TYPE = 'mining';
/** The private /push event of a session's end (paid or failed); a hint to refresh, with a message. */
export const miningEventSchema = z.object({
  kind: z.enum(['successful', 'failed']),
  sessionId: z.number().int(),
  reward: z.string(),
  message: z.string(),
});
export type MiningEvent = z.infer<typeof miningEventSchema>;
