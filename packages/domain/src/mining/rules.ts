import { Decimal, type DecimalInput } from '../money/decimal.ts';

/** The published figures of the mining programme (docs/decisions.md, Mining rewards). */
export interface MiningRules {
  /** Energy a session spends each minute it runs. */
  energyPerMinute: number;
  /** How long a session runs when the energy lasts. */
  sessionMinutes: number;
  /** USD paid per unit of energy spent. */
  rewardPerEnergy: string;
}

export interface SessionPlan {
  /** Energy the session spends. */
  energy: number;
  /** How long it runs, in ms. */
  durationMs: number;
  /** True when it stops before the full session for want of energy ('Insufficient energy, stop mining'). */
  short: boolean;
  /** What it pays when it ends, USD rounded down to the cent. */
  reward: Decimal;
}

/**
 * A session started with `energy` on hand: it spends `energyPerMinute` each minute for `sessionMinutes`, or until the
 * energy runs out. Undefined when there is not even one unit of energy to spend.
 */
export function planSession(energy: number, rules: MiningRules): SessionPlan | undefined {
  const full = rules.energyPerMinute * rules.sessionMinutes;
  const spend = Math.min(Math.max(0, Math.floor(energy)), full);
  if (spend < 1) return undefined;
  return {
    energy: spend,
    durationMs: Math.ceil((spend * 60_000) / rules.energyPerMinute),
    short: spend < full,
    reward: sessionReward(spend, rules.rewardPerEnergy),
  };
}

/** The reward for `energy` units at `rewardPerEnergy` USD each, rounded down to the cent (never more than stated). */
export function sessionReward(energy: number, rewardPerEnergy: DecimalInput): Decimal {
  return Decimal.from(rewardPerEnergy).mul(BigInt(energy)).round(2, 'down');
}

/** Energy earned for `volume` USD traded in a day: `energy` per whole `perVolume`, at most `dailyCap`. */
export function volumeEnergy(volume: DecimalInput, perVolume: DecimalInput, energy: number, dailyCap: number): number {
  const earned = Decimal.from(volume).div(perVolume).round(0, 'down').mul(BigInt(energy));
  return earned.gte(BigInt(dailyCap)) ? dailyCap : Number(earned.toFixed(0));
}

/** Energy that `count` new awards of `energy` each may still add today, given `earnedToday` and the `dailyCap`. */
export function awardsWithinCap(count: number, energy: number, earnedToday: number, dailyCap: number): number {
  if (energy <= 0) return 0;
  return Math.max(0, Math.min(count, Math.floor((dailyCap - earnedToday) / energy)));
}

/** The UTC day of `ms` as YYYY-MM-DD, and its start and end in epoch ms. */
export function utcDay(ms: number): { day: string; start: number; end: number } {
  const start = ms - (((ms % 86_400_000) + 86_400_000) % 86_400_000);
  return { day: new Date(start).toISOString().slice(0, 10), start, end: start + 86_400_000 };
}

/** Whether paying `reward` keeps today's payouts (`paidToday`) within `dailyBudget`. */
export function withinBudget(paidToday: DecimalInput, reward: DecimalInput, dailyBudget: DecimalInput): boolean {
  return Decimal.from(paidToday).add(reward).lte(dailyBudget);
}
