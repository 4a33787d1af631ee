import { describe, expect, it } from 'vitest';
import { applyJournal } from '../money/ledger.ts';
import { cycleStartAt, nextCycleStart } from './cycles.ts';
import { followSettlement, followSettleTx } from './settlement.ts';

describe('a follow order’s share of its cycle', () => {
  // Worked by hand: value = amount × end ÷ start, down to the cent; pnl = value − amount; profit share = pnl × 20 %,
  // half-up, on a gain only; payout = value − profit share.
  it.each([
    // amount, start equity, end equity, value, pnl, profit share, payout
    ['1000.00', '100000', '110000', '1100.00', '100.00', '20.00', '1080.00'],
    ['1000.00', '100000', '95000', '950.00', '-50.00', '0.00', '950.00'],
    ['100.00', '100000', '100000', '100.00', '0.00', '0.00', '100.00'],
    ['333.33', '30000', '30001', '333.34', '0.01', '0.00', '333.34'],
    ['250.00', '80000', '80321.77', '251.00', '1.00', '0.20', '250.80'],
    ['1000000.00', '200000', '199999.99', '999999.95', '-0.05', '0.00', '999999.95'],
    ['500.00', '100000', '0', '0.00', '-500.00', '0.00', '0.00'],
    ['500.00', '100000', '-2500', '0.00', '-500.00', '0.00', '0.00'],
  ])('%s from equity %s to %s is worth %s: pnl %s, profit share %s, paid back %s', (amount, start, end, ...want) => {
    const s = followSettlement({ amount, startEquity: start, endEquity: end, profitShareRate: '0.2' });
    expect([s.value, s.pnl, s.profitShare, s.payout].map((d) => d.toFixed(2))).toEqual(want);
  });

  it('the profit share is only ever taken from a gain, and a loss never takes more than the amount', () => {
    const loss = followSettlement({ amount: '100', startEquity: '10', endEquity: '1', profitShareRate: '1' });
    expect([loss.profitShare.toFixed(2), loss.payout.toFixed(2)]).toEqual(['0.00', '10.00']);
    const all = followSettlement({ amount: '100', startEquity: '10', endEquity: '20', profitShareRate: '1' });
    expect([all.profitShare.toFixed(2), all.payout.toFixed(2)]).toEqual(['100.00', '100.00']);
  });

  it('refuses a cycle that cannot be shared: no amount, no start equity, a profit share above 100 %', () => {
    expect(() => followSettlement({ amount: '0', startEquity: '1', endEquity: '1', profitShareRate: '0.2' })).toThrow();
    expect(() => followSettlement({ amount: '1', startEquity: '0', endEquity: '1', profitShareRate: '0.2' })).toThrow();
    expect(() => followSettlement({ amount: '1', startEquity: '1', endEquity: '1', profitShareRate: '1.5' })).toThrow();
  });

  it('settles through the ledger: the frozen amount leaves, the payout returns, the house pays the gain and keeps its share', () => {
    const s = followSettlement({ amount: '1000', startEquity: '100000', endEquity: '110000', profitShareRate: '0.2' });
    const before = new Map([['user:7:follow:used@USD', s.value.sub(s.pnl)]]);
    const after = applyJournal(before, followSettleTx('7', '1000', s));
    expect(Object.fromEntries([...after].map(([k, v]) => [k, v.toFixed(2)]))).toEqual({
      'user:7:follow:used@USD': '0.00',
      'user:7:follow:available@USD': '1080.00',
      'house:copy_trading@USD': '-100.00',
      'house:fees@USD': '20.00',
    });
  });
});

describe('cycles', () => {
  const day = 86_400_000;
  it('an order placed during a cycle starts at the next boundary; a boundary itself belongs to the cycle it opens', () => {
    const clock = { anchor: 0, lengthMs: day };
    expect(nextCycleStart(clock, 5 * day + 1)).toBe(6 * day);
    expect(nextCycleStart(clock, 5 * day)).toBe(6 * day);
    expect(cycleStartAt(clock, 5 * day)).toBe(5 * day);
    expect(cycleStartAt({ anchor: 1000, lengthMs: day }, 999)).toBe(1000 - day);
  });
});
