import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { accountFigures, type OpenPosition } from './account.ts';
import { clearOfMarginCallAfter } from './margin-watch.ts';
import { D, usdPosition } from './test-fixtures.ts';

const QUARTER = D('0.25');
const clear = (available: string, positions: OpenPosition[], move = QUARTER) =>
  clearOfMarginCallAfter(accountFigures(D(available), positions), positions, move);

/** A position in a pair whose quote currency's rate is 1 ÷ its own price (USDJPY-like), at `mark`. */
function usdBasePair(
  id: number,
  side: 'long' | 'short',
  entry: string,
  quantity: number,
  margin: string,
  mark: string,
) {
  const position = usdPosition(id, side, 'cross', entry, quantity, margin, mark);
  return { ...position, fx: { currency: 'JPY' as const, rate: Decimal.ONE.div(D(mark)) } };
}

describe('an account clear of a margin call after every price moves against it', () => {
  it('compares the room above the call with the move times the positions’ value, less what the figures round', () => {
    // Long 10 @ 100 (margin 200, 5x), mark 100: value 1,000, a quarter 250. The room above the call is the available
    // balance, less 0.02 (a ten-thousandth of the cross margin: 100.004 % reads as 100, a call) and a cent a position.
    const long = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    expect(clear('250.04', [long])).toBe(true);
    expect(clear('250.03', [long])).toBe(false);
    // A short is hurt by a rise of the same size: the same value at risk.
    const short = usdPosition(2, 'short', 'cross', '100', 10, '200', '100');
    expect(clear('250.04', [short])).toBe(true);
    expect(clear('250.03', [short])).toBe(false);
  });

  it('counts the open P&L in the room and values positions at their mark', () => {
    // Long 10 @ 100 marked at 80: P&L −200, value 800, a quarter 200. Room = available − 200 − 0.03.
    const loser = usdPosition(1, 'long', 'cross', '100', 10, '200', '80');
    expect(clear('400.03', [loser])).toBe(false);
    expect(clear('400.04', [loser])).toBe(true);
    // Two positions: values 1,000 + 500, a quarter 375; margins 300 (0.03 of rounding) and two cents.
    const other = usdPosition(2, 'short', 'cross', '100', 5, '100', '100');
    const flat = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    expect(clear('375.05', [flat, other])).toBe(false);
    expect(clear('375.06', [flat, other])).toBe(true);
  });

  it('counts a position quoted in another currency as if its rate moved with its price', () => {
    // 1,000 shares @ HKD 50 at 0.128: USD 6,400; a quarter's fall, the rate moving too, takes up to a third of it
    // (0.25 ÷ 0.75): 2,133.33…; with 0.064 + 0.01 of rounding the room must pass 2,133.4073….
    const hk: OpenPosition = {
      ...usdPosition(1, 'long', 'cross', '50', 1000, '640', '50'),
      fx: { currency: 'HKD', rate: D('0.128') },
    };
    expect(clear('2133.40', [hk])).toBe(false);
    expect(clear('2133.41', [hk])).toBe(true);
  });

  it('sees the loss of a pair whose rate is its own price (USDJPY)', () => {
    // Long 100,000 USDJPY @ 150 at 20x: USD 100,000, margin 5,000. 26,000 available is more than a quarter of the
    // value (the rate held still), but a fall of a quarter to 112.5 moves the rate to 1 ÷ 112.5 and loses 33,333.33:
    // below zero, not only a call. The room must pass 100,000 ÷ 3 + 0.51.
    const pair = usdBasePair(1, 'long', '150', 100_000, '5000', '150');
    expect(clear('26000', [pair])).toBe(false);
    const fallen = { ...pair, mark: D('112.5'), fx: { currency: 'JPY' as const, rate: Decimal.ONE.div(D('112.5')) } };
    expect(accountFigures(D('26000'), [fallen]).marginCall).toBe(true);
    expect(clear('33333.84', [pair])).toBe(false);
    expect(clear('33333.85', [pair])).toBe(true);
  });

  it('leaves isolated positions out, and is clear with no cross position', () => {
    const isolated = usdPosition(1, 'long', 'isolated', '100', 1000, '20000', '60');
    expect(clear('0', [isolated])).toBe(true);
    expect(clear('0', [])).toBe(true);
    const cross = usdPosition(2, 'long', 'cross', '100', 10, '200', '100');
    expect(clear('250.04', [isolated, cross])).toBe(true);
    expect(clear('250.03', [isolated, cross])).toBe(false);
  });

  it('is already false in a margin call, whatever the move', () => {
    const losing = usdPosition(1, 'long', 'cross', '100', 10, '200', '90'); // room = available − 100 − 0.03
    expect(accountFigures(D('100'), [losing]).marginCall).toBe(true);
    expect(clear('100', [losing], D('0'))).toBe(false);
    expect(clear('100.04', [losing], D('0'))).toBe(true);
  });

  it('never says clear of an account that the move would put in a margin call (random accounts near the line)', () => {
    const position = fc.record({
      kind: fc.constantFrom('usd' as const, 'fixed-rate' as const, 'own-rate' as const),
      side: fc.constantFrom('long' as const, 'short' as const),
      mode: fc.constantFrom('cross' as const, 'cross' as const, 'isolated' as const),
      entry: fc.integer({ min: 100, max: 100_000 }), // cents
      mark: fc.integer({ min: 100, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
      leverage: fc.constantFrom(1, 2, 5, 10, 20, 100),
    });
    const cents = (n: number) => D(n).div(100);
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 50 }), // move, %
        fc.integer({ min: -200, max: 200 }), // cents from the line
        (specs, movePercent, offset) => {
          const move = D(movePercent).div(100);
          const fxOf = (kind: string, mark: Decimal) =>
            kind === 'usd'
              ? { currency: 'USD' as const, rate: Decimal.ONE }
              : kind === 'fixed-rate'
                ? { currency: 'HKD' as const, rate: D('0.128') }
                : { currency: 'JPY' as const, rate: Decimal.ONE.div(mark) };
          const positions: OpenPosition[] = specs.map((s, i) => {
            const entry = cents(s.entry);
            const mark = cents(s.mark);
            const margin = entry.mul(s.quantity).div(s.leverage, { scale: 2, rounding: 'up' });
            const base = usdPosition(i + 1, s.side, s.mode, entry.toString(), s.quantity, margin.toString(), '1');
            return { ...base, mark, fx: fxOf(s.kind, mark) };
          });
          // Near where the rule turns: the available balance at which it would, give or take two dollars.
          const zero = accountFigures(Decimal.ZERO, positions);
          let line = zero.crossUsed.sub(zero.crossEquity);
          for (const [i, p] of positions.entries()) {
            if (p.mode === 'isolated') continue;
            const value = p.mark.mul(p.quantity).mul(p.fx.rate);
            line = line.add(specs[i]?.kind === 'usd' ? value.mul(move) : value.mul(move).div(Decimal.ONE.sub(move)));
          }
          const available = Decimal.max(Decimal.ZERO, line.round(2).add(cents(offset)));
          if (!clearOfMarginCallAfter(accountFigures(available, positions), positions, move)) return;
          // Every cross mark moved against its side by the move; a pair's rate moves with its price.
          const moved = positions.map((p, i) => {
            if (p.mode === 'isolated') return p;
            const mark = p.side === 'long' ? p.mark.sub(p.mark.mul(move)) : p.mark.add(p.mark.mul(move));
            return { ...p, mark, fx: specs[i]?.kind === 'own-rate' ? fxOf('own-rate', mark) : p.fx };
          });
          expect(accountFigures(available, moved).marginCall).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
