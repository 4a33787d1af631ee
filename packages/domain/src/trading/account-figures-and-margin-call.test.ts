import { describe, expect, it } from 'vitest';
import { accountFigures, countedPnl, orderable, positionPnl } from './account.ts';
import { D, str, usdPosition } from './test-fixtures.ts';

describe('account figures: equity, free margin, margin level, what may be ordered', () => {
  it('counts an isolated loss only up to its margin, and the cross figures apart', () => {
    // A: cross long 10 @ 100, mark 95: P&L (95 − 100) × 10 = −50, margin 200.
    // B: isolated short 20 @ 50, mark 60: P&L (50 − 60) × 20 = −200, capped at its margin 100 → −100.
    const a = usdPosition(1, 'long', 'cross', '100', 10, '200', '95');
    const b = usdPosition(2, 'short', 'isolated', '50', 20, '100', '60');
    expect([positionPnl(a).amount, positionPnl(b).amount, countedPnl(b)].map(str)).toEqual(['-50', '-200', '-100']);
    const f = accountFigures(D('1000'), [a, b]);
    expect({
      equity: str(f.equity), // 1000 + (200 + 100) + (−50 − 100) = 1150
      usedMargin: str(f.usedMargin), // 300
      freeMargin: str(f.freeMargin), // 1150 − 300 = 850
      marginLevel: str(f.marginLevel), // 1150 / 300 × 100 = 383.333… → 383.33
      openPnl: str(f.openPnl), // −150
      crossEquity: str(f.crossEquity), // 1000 + 200 − 50 = 1150
      crossUsed: str(f.crossUsed), // 200
      crossLevel: str(f.crossLevel), // 1150 / 200 × 100 = 575
      marginCall: f.marginCall,
      stopOut: f.stopOut,
    }).toEqual({
      equity: '1150',
      usedMargin: '300',
      freeMargin: '850',
      marginLevel: '383.33',
      openPnl: '-150',
      crossEquity: '1150',
      crossUsed: '200',
      crossLevel: '575',
      marginCall: false,
      stopOut: false,
    });
    // min(available 1000, crossEquity − crossUsed 950) = 950: the cross loss is backed by the cash.
    expect(orderable(D('1000'), f).toString()).toBe('950');
  });

  it('has no level without margin in use, and orders may spend all the cash', () => {
    const f = accountFigures(D('250.5'), []);
    expect([f.marginLevel, f.crossLevel]).toEqual([null, null]);
    expect([f.marginCall, f.stopOut]).toEqual([false, false]);
    expect(orderable(D('250.5'), f).toString()).toBe('250.5');
  });

  it.each([
    // available  mark     P&L      crossEquity  level     call   stop-out  orderable
    ['0', '100', '0', '200', '100', true, false, '0'], // exactly 100 %: margin call
    ['0', '100.1', '1', '201', '100.5', false, false, '0'], // 201 / 200
    ['0', '99.99', '-0.1', '199.9', '99.95', true, false, '0'],
    ['0', '90', '-100', '100', '50', true, false, '0'], // exactly 50 %: not yet a stop-out
    ['0', '89.99', '-100.1', '99.9', '49.95', true, true, '0'],
    ['5', '80', '-200', '5', '2.5', true, true, '0'], // the loss exceeds the cash: orderable floors at 0
    ['30', '99', '-10', '220', '110', false, false, '20'], // 30 − 10
    ['0', '70', '-300', '-100', '-50', true, true, '0'], // equity below zero
  ])(
    'available %s, cross long 10 @ 100 margin 200 marked %s',
    (available, mark, pnl, equity, level, call, stop, may) => {
      const f = accountFigures(D(available), [usdPosition(1, 'long', 'cross', '100', 10, '200', mark)]);
      expect(str(f.openPnl)).toBe(pnl);
      expect(str(f.crossEquity)).toBe(equity);
      expect(str(f.crossLevel)).toBe(level);
      expect([f.marginCall, f.stopOut]).toEqual([call, stop]);
      expect(orderable(D(available), f).toString()).toBe(may);
    },
  );

  it('rounds the level toward zero to 2 places', () => {
    const f = accountFigures(D('0'), [usdPosition(1, 'long', 'cross', '1', 200, '3', '1.01')]);
    // long 200 @ 1 marked 1.01, margin 3: equity 0 + 3 + 0.01 × 200 = 5; 5 / 3 × 100 = 166.666… → 166.66
    expect(str(f.crossLevel)).toBe('166.66');
  });
});
