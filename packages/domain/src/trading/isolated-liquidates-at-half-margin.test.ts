import { describe, expect, it } from 'vitest';
import { positionPnl } from './account.ts';
import { fxFromPair } from './fx.ts';
import { isolatedLiquidates } from './stop-out.ts';
import { D, usdPosition } from './test-fixtures.ts';

describe('an isolated position is liquidated when its loss reaches half its margin', () => {
  it.each([
    // side     entry   qty  margin   mark      P&L        half   liquidates
    ['long', '100', 10, '200', '90.01', '-99.9', '100', false],
    ['long', '100', 10, '200', '90', '-100', '100', true], // exactly −50 %
    ['long', '100', 10, '200', '85', '-150', '100', true],
    ['short', '100', 10, '200', '109.99', '-99.9', '100', false],
    ['short', '100', 10, '200', '110', '-100', '100', true],
    ['long', '187.23', 10, '374.46', '168.51', '-187.2', '187.23', false], // the tick-rounded liquidation price
    ['long', '187.23', 10, '374.46', '168.5', '-187.3', '187.23', true],
    // (0.995 − 1) × 3 = −0.015 USD, booked half-up as −0.02, which is ≤ −0.015.
    ['long', '1', 3, '0.03', '0.995', '-0.02', '0.015', true],
  ] as const)(
    '%s %s × %i, margin %s, marked %s: P&L %s vs −%s',
    (side, entry, quantity, margin, mark, pnl, _half, liquidates) => {
      const p = usdPosition(1, side, 'isolated', entry, quantity, margin, mark);
      expect(positionPnl(p).amount.toString()).toBe(pnl);
      expect(isolatedLiquidates(p)).toBe(liquidates);
    },
  );

  it('never applies to a cross position', () => {
    expect(isolatedLiquidates(usdPosition(1, 'long', 'cross', '100', 10, '200', '50'))).toBe(false);
  });

  it('measures the loss in USD for an HKD stock', () => {
    const fx = fxFromPair('USDHKD', D('7.8'));
    if (!fx) throw new Error('no HKD');
    // 100 Tencent @ 388.2 HKD, margin 995.39 USD; half is 497.695 USD = 3881.9... HKD of loss, 38.82 HKD a share.
    const at = (mark: string) =>
      isolatedLiquidates({ ...usdPosition(1, 'long', 'isolated', '388.2', 100, '995.39', mark), fx });
    expect(at('349.4')).toBe(false); // −3880 HKD = −497.44 USD
    expect(at('349.2')).toBe(true); // −3900 HKD = −500 USD
  });
});
