import {
  ENERGY_SOURCE_LABELS,
  type EnergySource,
  KycStatus,
  MINING_FAILED,
  MINING_INSUFFICIENT_ENERGY,
  MINING_STATE_LABELS,
  type MiningInfo,
  type MiningSession,
  type Page,
} from '@bourse/contract';
import {
  awardsWithinCap,
  Decimal,
  type MiningRules,
  miningReward,
  planSession,
  utcDay,
  volumeEnergy,
  withinBudget,
} from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, refused } from '../../platform/errors.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { kycStatusOf } from '../kyc/service.ts';
import { post, sumUserEntries, withMoneyTx } from '../ledger/service.ts';
import { referredUserIds } from '../referral/service.ts';
import { tradedVolume } from '../trading/service.ts';
import * as inbox from '../inbox/service.ts';
import { miningMessage, notifyMining, type SessionOutcome } from './notify.ts';
import { type MiningSessionRow, miningRepo as repo } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'push' | 'mailer' | 'log'>;

export const ALREADY_CHECKED_IN = 'Already checked in today; come back tomorrow (UTC)';
export const ALREADY_MINING = 'A mining session is already running';
/** How many ended sessions one sweep settles at most (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

const rulesOf = (ctx: Pick<AppContext, 'config'>): MiningRules => ({
  energyPerMinute: ctx.config.mining.energyPerMinute,
  sessionMinutes: ctx.config.mining.sessionMinutes,
  rewardPerEnergy: ctx.config.mining.rewardPerEnergy,
});
const money = (d: Decimal) => d.toFixed(2);
const isVerified = async (ctx: Pick<AppContext, 'db'>, userId: number) =>
  (await kycStatusOf(ctx, userId)) === KycStatus.verified;

function sessionView(row: MiningSessionRow): MiningSession {
  let note = '';
  if (row.state === 'failed') note = MINING_FAILED;
  else if (row.short === 1) note = MINING_INSUFFICIENT_ENERGY;
  return {
    id: row.id,
    state: row.state,
    stateLabel: MINING_STATE_LABELS[row.state],
    energy: row.energy,
    reward: money(Decimal.from(row.reward)),
    startedAt: row.started_at,
    endsAt: row.ends_at,
    settledAt: row.settled_at,
    note,
  };
}

/**
 * Gives an award once (per user and key), adding its energy; answers whether it was new. With `dailyCap`, only while
 * today's awards from the source leave room for it, read under the account's lock so two calls at once cannot both
 * take the last room.
 */
async function award(
  ctx: Ctx,
  userId: number,
  source: EnergySource,
  key: string,
  energy: number,
  dailyCap?: number,
): Promise<boolean> {
  const now = ctx.now();
  const { day } = utcDay(now);
  return ctx.db.transaction().execute(async (trx) => {
    await repo.ensureAccount(trx, userId, now);
    if (dailyCap !== undefined) {
      await repo.lockedEnergy(trx, userId);
      const earned = await repo.earnedOn(trx, userId, source, day);
      if (awardsWithinCap(1, energy, earned, dailyCap) === 0) return false;
    }
    const added = await repo.insertAward(trx, { user_id: userId, source, award_key: key, day, energy, now });
    if (added && energy > 0) await repo.addEnergy(trx, userId, energy, now);
    return added;
  });
}

/** Raises today's trading-volume award to `target`, adding the difference to the energy. */
async function raiseVolumeAward(ctx: Ctx, userId: number, key: string, had: number | undefined, target: number) {
  if (had === undefined) return award(ctx, userId, 'trading_volume', key, target);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const raised = await repo.raiseAward(trx, userId, key, had, target, now);
    if (raised) await repo.addEnergy(trx, userId, target - had, now);
    return raised;
  });
}

/**
 * Gives the energy the user has earned and not yet had, reading the other modules' facts now (docs/decisions.md,
 * Mining rewards): an approved deposit (the ledger), a verified identity (KYC), invited accounts that are verified
 * (referral, KYC), and today's traded volume (trading). Each award is unique per user and key, so two calls at once
 * give it once.
 */
export async function collectAwards(ctx: Ctx, userId: number): Promise<void> {
  const m = ctx.config.mining;
  const { day, start, end } = utcDay(ctx.now());
  const had = await repo.awardsToCheck(ctx.db, userId, day);
  const keys = new Set(had.map((a) => a.award_key));

  if (m.firstDepositEnergy > 0 && !keys.has('first_deposit')) {
    const deposited = await sumUserEntries(ctx.db, { userId, currency: 'USD', txKinds: ['deposit_approved'] });
    if (deposited.isPositive()) await award(ctx, userId, 'first_deposit', 'first_deposit', m.firstDepositEnergy);
  }
  if (m.identityEnergy > 0 && !keys.has('identity') && (await isVerified(ctx, userId))) {
    await award(ctx, userId, 'identity', 'identity', m.identityEnergy);
  }
  if (m.referralEnergy > 0) {
    const earnedToday = had.filter((a) => a.source === 'referral' && a.day === day).reduce((n, a) => n + a.energy, 0);
    const waiting = (await referredUserIds(ctx, userId)).filter((id) => !keys.has(`referral:${id}`));
    let room = awardsWithinCap(waiting.length, m.referralEnergy, earnedToday, m.referralDailyCap);
    for (const id of waiting) {
      if (room === 0) break;
      if (!(await isVerified(ctx, id))) continue;
      if (await award(ctx, userId, 'referral', `referral:${id}`, m.referralEnergy, m.referralDailyCap)) room -= 1;
    }
  }
  if (m.volumeEnergy > 0) {
    const key = `trading_volume:${day}`;
    const current = had.find((a) => a.award_key === key)?.energy;
    const volume = await tradedVolume(ctx, userId, start, end);
    const target = volumeEnergy(volume, m.volumePerUsd, m.volumeEnergy, m.volumeDailyCap);
    if (target > (current ?? 0)) await raiseVolumeAward(ctx, userId, key, current, target);
  }
}

/** The mining screen: energy, the published rules with what each source gave today, the budget, the running session. */
export async function info(ctx: Ctx, userId: number): Promise<MiningInfo> {
  await collectAwards(ctx, userId);
  const m = ctx.config.mining;
  const { day } = utcDay(ctx.now());
  const [energy, awards, running, paid] = await Promise.all([
    repo.energyOf(ctx.db, userId),
    repo.awardsToCheck(ctx.db, userId, day),
    repo.runningSession(ctx.db, userId),
    repo.paidOn(ctx.db, day),
  ]);
  const today = (source: EnergySource) =>
    awards.filter((a) => a.source === source && a.day === day).reduce((n, a) => n + a.energy, 0);
  const ever = (source: EnergySource) => awards.some((a) => a.source === source);
  const rule = (source: EnergySource, energyEach: number, dailyCap: number, once: boolean, perVolume?: string) => ({
    source,
    label: ENERGY_SOURCE_LABELS[source],
    energy: energyEach,
    dailyCap,
    once,
    perVolume: perVolume ?? null,
    earnedToday: today(source),
    earned: once ? ever(source) : today(source) > 0,
  });
  const paidToday = Decimal.from(paid);
  const remaining = Decimal.max(Decimal.ZERO, Decimal.from(m.dailyBudget).sub(paidToday));
  return {
    energy,
    checkedInToday: awards.some((a) => a.award_key === `checkin:${day}`),
    rules: {
      sources: [
        rule('checkin', m.checkinEnergy, m.checkinEnergy, false),
        rule('first_deposit', m.firstDepositEnergy, m.firstDepositEnergy, true),
        rule('identity', m.identityEnergy, m.identityEnergy, true),
        rule('referral', m.referralEnergy, m.referralDailyCap, false),
        rule('trading_volume', m.volumeEnergy, m.volumeDailyCap, false, money(Decimal.from(m.volumePerUsd))),
      ],
      energyPerMinute: m.energyPerMinute,
      sessionMinutes: m.sessionMinutes,
      rewardPerEnergy: Decimal.from(m.rewardPerEnergy).toString(),
      dailyBudget: money(Decimal.from(m.dailyBudget)),
    },
    budget: { paidToday: money(paidToday), remainingToday: money(remaining) },
    session: running ? sessionView(running) : null,
  };
}

/** Today's check-in (once a UTC day); answers the mining screen. */
export async function checkIn(ctx: Ctx, userId: number): Promise<MiningInfo> {
  const { day } = utcDay(ctx.now());
  if (!(await award(ctx, userId, 'checkin', `checkin:${day}`, ctx.config.mining.checkinEnergy))) {
    throw conflict(ALREADY_CHECKED_IN);
  }
  return info(ctx, userId);
}

/**
 * Starts a session with the energy on hand: it spends up to a full session's energy over its duration and pays the
 * published reward per unit when it ends. With less than a full session's energy it stops early ('Insufficient
 * energy, stop mining'); with none it is refused with that message.
 */
export async function start(ctx: Ctx, userId: number): Promise<MiningSession> {
  await collectAwards(ctx, userId);
  const now = ctx.now();
  const rules = rulesOf(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await repo.ensureAccount(trx, userId, now);
      const energy = await repo.lockedEnergy(trx, userId);
      if (await repo.runningSession(trx, userId)) throw conflict(ALREADY_MINING);
      const plan = planSession(energy, rules);
      if (!plan) throw refused(MINING_INSUFFICIENT_ENERGY);
      if (!(await repo.spendEnergy(trx, userId, plan.energy, now))) throw refused(MINING_INSUFFICIENT_ENERGY);
      const row = await repo.insertSession(trx, {
        user_id: userId,
        state: 'mining',
        energy: plan.energy,
        reward: plan.reward.toString(),
        short: plan.short ? 1 : 0,
        started_at: now,
        ends_at: now + plan.durationMs,
        settled_at: null,
        journal_tx_id: null,
      });
      return sessionView(row);
    });
  } catch (err) {
    // Two starts at once: the one-running-session index lets only one in.
    if (isUniqueViolation(err)) throw conflict(ALREADY_MINING);
    throw err;
  }
}

export async function records(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  q: PageRequest,
): Promise<Page<MiningSession>> {
  const { offset, limit } = pageWindow(q);
  const { rows, total } = await repo.sessionsPage(ctx.db, userId, offset, limit);
  return toPage(rows.map(sessionView), total, q);
}

/**
 * Settles one ended session, exactly once: in one money transaction the session is locked and, if still running,
 * either paid from house rewards into Balance (when the day's budget allows) or failed with its energy returned.
 * Answers what happened, or undefined when it was not (or no longer) due.
 */
export async function settleSession(ctx: Ctx, id: number): Promise<MiningSession | undefined> {
  const now = ctx.now();
  const budget = ctx.config.mining.dailyBudget;
  const settled = await withMoneyTx(ctx, async (trx) => {
    const row = await repo.lockSession(trx, id);
    if (!row || row.state !== 'mining' || row.ends_at > now) return undefined;
    const { day } = utcDay(now);
    const reward = Decimal.from(row.reward);
    const paid = Decimal.from(await repo.lockedPaidOn(trx, day, now));
    let finished: MiningSessionRow;
    if (!withinBudget(paid, reward, budget)) {
      await repo.finishSession(trx, id, 'failed', now, null);
      await repo.addEnergy(trx, row.user_id, row.energy, now);
      finished = { ...row, state: 'failed' as const, settled_at: now };
    } else {
      let txId: number | null = null;
      if (reward.isPositive()) {
        txId = await post(trx, miningReward(String(row.user_id), reward), {
          now,
          userId: row.user_id,
          memo: `Mining session ${id}`,
          reference: { type: 'mining_session', id },
        });
        await repo.setPaidOn(trx, day, paid.add(reward).toString(), now);
      }
      await repo.finishSession(trx, id, 'successful', now, txId);
      finished = { ...row, state: 'successful' as const, settled_at: now, journal_tx_id: txId };
    }
    const outcome = outcomeOf(finished);
    return { view: sessionView(finished), outcome, delivery: await inbox.store(trx, now, miningMessage(outcome)) };
  });
  if (!settled) return undefined;
  notifyMining(ctx, settled.outcome, settled.delivery);
  return settled.view;
}

function outcomeOf(row: MiningSessionRow): SessionOutcome {
  return {
    sessionId: row.id,
    userId: row.user_id,
    state: row.state === 'failed' ? 'failed' : 'successful',
    reward: money(Decimal.from(row.reward)),
    energy: row.energy,
  };
}

/** The leader's sweep: settles every session that has ended (a batch at a time). Answers how many it settled. */
export async function settleDueSessions(ctx: Ctx): Promise<number> {
  let settled = 0;
  for (const id of await repo.dueSessionIds(ctx.db, ctx.now(), SWEEP_BATCH)) {
    if (await settleSession(ctx, id)) settled += 1;
  }
  return settled;
}
