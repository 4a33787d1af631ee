import { describe, expect, it } from 'vitest';
import { USD_FX } from './fx.ts';
import { closeSettlement } from './settlement.ts';
import { D } from './test-fixtures.ts';

describe('a partial close keeps the entry price and releases its share of the margin', () => {
  it('releases down to the cent, the last close the remainder, so margins never drift', () => {
    // Margin 374.46 on 10: close 3 → 112.338 → 112.33 (remaining 262.13 on 7);
    // close 3 of 7 → 262.13 × 3 / 7 = 112.341428… → 112.34 (remaining 149.79 on 4); close 4 → 149.79.
    let margin = D('374.46');
    let open = 10;
    const released: string[] = [];
    for (const quantity of [3, 3, 4]) {
      const s = closeSettlement({
        position: { side: 'short', mode: 'cross', entryPrice: D('187.23'), quantity: open, contractSize: '1', margin },
        quantity,
        exitPrice: D('187.23'),
        fx: USD_FX,
        available: D('0'),
      });
      released.push(s.releasedMargin.toString());
      margin = s.remainingMargin;
      open -= quantity;
    }
    expect(released).toEqual(['112.33', '112.34', '149.79']);
    expect(margin.toString()).toBe('0');
  });

  it('refuses to close more than is open, or a fraction', () => {
    const position = {
      side: 'long' as const,
      mode: 'cross' as const,
      entryPrice: D('100'),
      quantity: 10,
      contractSize: '1',
      margin: D('200'),
    };
    const base = { position, exitPrice: D('100'), fx: USD_FX, available: D('0') };
    expect(() => closeSettlement({ ...base, quantity: 11 })).toThrow(/Cannot close 11/);
    expect(() => closeSettlement({ ...base, quantity: 0.5 })).toThrow(/whole/);
  });
});
