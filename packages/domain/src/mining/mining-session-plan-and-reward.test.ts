import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { miningReward } from './journals.ts';
import { awardsWithinCap, planSession, sessionReward, utcDay, volumeEnergy, withinBudget } from './rules.ts';

const rules = { energyPerMinute: 5, sessionMinutes: 10, rewardPerEnergy: '0.37' };

describe('a mining session plan', () => {
  it('spends a full session when the energy lasts, and pays the reward per unit', () => {
    const plan = planSession(80, rules);
    expect(plan).toMatchObject({ energy: 50, durationMs: 600_000, short: false });
    expect(plan?.reward.toString()).toBe('18.5');
  });

  it('stops early when the energy runs out (Insufficient energy, stop mining)', () => {
    expect(planSession(7, rules)).toMatchObject({ energy: 7, durationMs: 84_000, short: true });
  });

  it('is nothing without a unit of energy', () => {
    expect(planSession(0, rules)).toBeUndefined();
  });

  it('never pays more than stated: rewards are rounded down to the cent', () => {
    expect(sessionReward(3, '0.001').toString()).toBe('0');
    expect(sessionReward(7, '0.0149').toString()).toBe('0.1');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 999_999 }), (energy, micro) => {
        const rate = `0.${String(micro).padStart(6, '0')}`;
        const reward = sessionReward(energy, rate);
        const exact = Decimal.from(rate).mul(BigInt(energy));
        return reward.lte(exact) && exact.sub(reward).lt('0.01') && reward.round(2, 'down').eq(reward);
      }),
    );
  });
});

describe('energy for trading volume', () => {
  it('counts whole units of volume and stops at the daily cap', () => {
    expect(volumeEnergy('999.99', '1000', 3, 12)).toBe(0);
    expect(volumeEnergy('2000.10', '1000', 3, 12)).toBe(6);
    expect(volumeEnergy('5000.25', '1000', 3, 12)).toBe(12);
  });
});

describe('daily caps', () => {
  it('lets in only the awards that fit in what is left of the cap today', () => {
    expect(awardsWithinCap(3, 20, 0, 40)).toBe(2);
    expect(awardsWithinCap(3, 20, 40, 40)).toBe(0);
    expect(awardsWithinCap(1, 20, 30, 40)).toBe(0);
  });

  it('keeps a day of payouts within the budget', () => {
    expect(withinBudget('33.30', '6.70', '40')).toBe(true);
    expect(withinBudget('33.30', '6.71', '40')).toBe(false);
  });

  it('names UTC days', () => {
    expect(utcDay(Date.UTC(2026, 10, 24, 23, 59))).toEqual({
      day: '2026-11-24',
      start: Date.UTC(2026, 10, 24),
      end: Date.UTC(2026, 10, 25),
    });
  });
});

describe('the reward journal', () => {
  it('moves the reward from house rewards to the user Balance', () => {
    expect(miningReward('7', '11.10').entries.map((e) => [e.account, e.amount.toString()])).toEqual([
      ['house:rewards', '-11.1'],
      ['user:7:balance:available', '11.1'],
    ]);
    expect(() => miningReward('7', '0')).toThrow();
  });
});
