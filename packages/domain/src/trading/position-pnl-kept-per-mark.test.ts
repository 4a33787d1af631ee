import { describe, expect, it } from 'vitest';
import { positionPnl } from './account.ts';
import { D, usdPosition } from './test-fixtures.ts';

describe("a position's P&L is worked out once per mark and kept on the position", () => {
  it('a copy with another mark, quantity, entry, side, contract size or FX gets its own P&L, not the one kept on the original', () => {
    const p = usdPosition(1, 'long', 'cross', '100', 10, '1000', '101');
    expect(positionPnl(p).amount.toString()).toBe('10'); // (101 − 100) × 10, now kept on p
    // A spread copies the kept P&L (under its symbol) with the other fields: each copy must still work out its own.
    expect(positionPnl({ ...p, mark: D('99.5') }).amount.toString()).toBe('-5');
    expect(positionPnl({ ...p, quantity: 4 }).amount.toString()).toBe('4');
    expect(positionPnl({ ...p, entryPrice: D('100.5') }).amount.toString()).toBe('5');
    expect(positionPnl({ ...p, side: 'short' }).amount.toString()).toBe('-10');
    expect(positionPnl({ ...p, contractSize: '100' }).amount.toString()).toBe('1000');
    // Quoted in HKD at 0.128 USD: 10 HKD of P&L is 1.28 USD.
    expect(positionPnl({ ...p, fx: { currency: 'HKD', rate: D('0.128') } }).amount.toString()).toBe('1.28');
    expect(positionPnl(p).amount.toString()).toBe('10');
  });

  it('the same position answers the same P&L object; a frozen position is valued without keeping it', () => {
    const p = usdPosition(2, 'short', 'cross', '50', 2, '100', '49.25');
    expect(positionPnl(p)).toBe(positionPnl(p));
    expect(Object.isFrozen(positionPnl(p))).toBe(true);
    const frozen = Object.freeze(usdPosition(3, 'short', 'cross', '50', 2, '100', '49.25'));
    expect(positionPnl(frozen).amount.toString()).toBe('1.5'); // (50 − 49.25) × 2
  });
});
