import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFigures, type OpenPosition } from './account.ts';
import { clearOfMarginCallAfter } from './margin-watch.ts';
import { D, usdPosition } from './test-fixtures.ts';

const QUARTER = D('0.25');
const clear = (available: string, positions: OpenPosition[], move = QUARTER) =>
  clearOfMarginCallAfter(accountFigures(D(available), positions), positions, move);

describe('an account clear of a margin call after every price moves against it', () => {
  it('compares the room above the call with the move times the cross positions’ value', () => {
    // Long 10 @ 100 (margin 200, 5x), mark 100: value 1,000, a quarter 250. crossEquity = available + 200, crossUsed 200,
    // so the room above the call is the available balance: clear with more than 250 of it, not with 250 exactly (a
    // quarter down leaves the level at 100 %, which is a call).
    const long = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    expect(clear('250.01', [long])).toBe(true);
    expect(clear('250', [long])).toBe(false);
    // A short is hurt by a rise of the same size: the same value at risk.
    const short = usdPosition(2, 'short', 'cross', '100', 10, '200', '100');
    expect(clear('250.01', [short])).toBe(true);
    expect(clear('250', [short])).toBe(false);
  });

  it('counts the open P&L in the room and values positions at their mark', () => {
    // Long 10 @ 100 marked at 80: P&L −200, value 800, a quarter 200. Room = available + 200 − 200 − 200.
    const loser = usdPosition(1, 'long', 'cross', '100', 10, '200', '80');
    expect(clear('400', [loser])).toBe(false); // room 200 = 200
    expect(clear('400.01', [loser])).toBe(true);
    // Two positions: values 1,000 + 500 (short 5 @ 100), a quarter 375; margins 300, P&L 0: room = available.
    const other = usdPosition(2, 'short', 'cross', '100', 5, '100', '100');
    const flat = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    expect(clear('375', [flat, other])).toBe(false);
    expect(clear('375.01', [flat, other])).toBe(true);
  });

  it('converts a Hong Kong position’s value to USD at the rate', () => {
    // 1,000 shares @ HKD 50 at 0.128: USD 6,400, a quarter 1,600. Margin USD 640 (10x), P&L 0: room = available.
    const hk: OpenPosition = {
      ...usdPosition(1, 'long', 'cross', '50', 1000, '640', '50'),
      fx: { currency: 'HKD', rate: D('0.128') },
    };
    expect(clear('1600', [hk])).toBe(false);
    expect(clear('1600.01', [hk])).toBe(true);
  });

  it('leaves isolated positions out, and is clear with no cross position', () => {
    const isolated = usdPosition(1, 'long', 'isolated', '100', 1000, '20000', '60');
    expect(clear('0', [isolated])).toBe(true);
    expect(clear('0', [])).toBe(true);
    const cross = usdPosition(2, 'long', 'cross', '100', 10, '200', '100');
    expect(clear('250.01', [isolated, cross])).toBe(true);
    expect(clear('250', [isolated, cross])).toBe(false);
  });

  it('is already false in a margin call, whatever the move', () => {
    const losing = usdPosition(1, 'long', 'cross', '100', 10, '200', '90'); // room = available − 100
    expect(clear('100', [losing], D('0'))).toBe(false); // level 100 %: a call
    expect(clear('100.01', [losing], D('0'))).toBe(true);
  });

  it('never says clear of an account that the move would put in a margin call (random accounts)', () => {
    const position = fc.record({
      side: fc.constantFrom('long' as const, 'short' as const),
      mode: fc.constantFrom('cross' as const, 'cross' as const, 'isolated' as const),
      entry: fc.integer({ min: 100, max: 100_000 }), // cents
      mark: fc.integer({ min: 100, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
      leverage: fc.constantFrom(1, 2, 5, 10, 20, 100),
    });
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000_000 }), // available, cents
        fc.integer({ min: 1, max: 50 }), // move, %
        (specs, availableCents, movePercent) => {
          const cents = (n: number) => D(n).div(100);
          const positions = specs.map((s, i) => {
            const entry = cents(s.entry);
            const margin = entry.mul(s.quantity).div(s.leverage, { scale: 2, rounding: 'up' });
            return {
              ...usdPosition(i + 1, s.side, s.mode, entry.toString(), s.quantity, margin.toString(), '1'),
              mark: cents(s.mark),
            };
          });
          const move = D(movePercent).div(100);
          const available = cents(availableCents);
          // The figures round each P&L to the cent and the rule is exact: leave a cent a position for that.
          const slack = available.sub(cents(positions.length));
          if (!clearOfMarginCallAfter(accountFigures(slack, positions), positions, move)) return;
          // Every cross mark moved against its side by the move (exactly, off the tick grid: the rule's own terms).
          const moved = positions.map((p) =>
            p.mode === 'isolated'
              ? p
              : { ...p, mark: p.side === 'long' ? p.mark.sub(p.mark.mul(move)) : p.mark.add(p.mark.mul(move)) },
          );
          expect(accountFigures(available, moved).marginCall).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
