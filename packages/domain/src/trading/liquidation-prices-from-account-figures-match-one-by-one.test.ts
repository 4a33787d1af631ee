import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFigures, type OpenPosition } from './account.ts';
import { fxFromPair } from './fx.ts';
import { liquidationPrice, liquidationPriceIn } from './stop-out.ts';
import { D, str, usdPosition } from './test-fixtures.ts';

const HKD = fxFromPair('USDHKD', D('7.8'));

/** A random position: long or short, cross or isolated, USD or HKD, entry and mark on a cent grid. */
const position = (id: number) =>
  fc
    .record({
      side: fc.constantFrom('long' as const, 'short' as const),
      mode: fc.constantFrom('cross' as const, 'cross' as const, 'isolated' as const),
      entryCents: fc.integer({ min: 1, max: 50_000 }),
      markCents: fc.integer({ min: 1, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 500 }),
      marginCents: fc.integer({ min: 1, max: 5_000_000 }),
      hkd: fc.boolean(),
    })
    .map((r): OpenPosition => {
      const cents = (n: number) => (n / 100).toFixed(2);
      const p = usdPosition(
        id,
        r.side,
        r.mode,
        cents(r.entryCents),
        r.quantity,
        cents(r.marginCents),
        cents(r.markCents),
      );
      return r.hkd && HKD ? { ...p, fx: HKD } : p;
    });

const account = fc
  .integer({ min: 0, max: 12 })
  .chain((n) =>
    fc.tuple(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.tuple(...Array.from({ length: n }, (_, i) => position(i + 1))),
    ),
  );

describe("a position's liquidation price from its account's figures", () => {
  it('is, for every position, cross or isolated, what liquidationPrice answers with the others as they are', () => {
    fc.assert(
      fc.property(account, ([availableCents, positions]) => {
        const available = D((availableCents / 100).toFixed(2));
        const tickSizeOf = (p: OpenPosition) => (p.fx === HKD ? '0.05' : '0.01');
        const figures = accountFigures(available, positions);
        for (const p of positions) {
          const one = liquidationPrice(p, { tickSize: tickSizeOf(p), available, crossPositions: positions });
          expect(str(liquidationPriceIn(p, figures, tickSizeOf(p)))).toBe(str(one));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("leaves isolated positions out of a cross position's (they have their own price, from their margin alone)", () => {
    const a = usdPosition(1, 'long', 'cross', '100', 10, '200', '100');
    const b = usdPosition(2, 'short', 'isolated', '50', 20, '200', '52');
    const figures = accountFigures(D('800'), [a, b]);
    // As in the one-by-one table: alone among cross positions, 800 + 200 + (P − 100) × 10 = 100 → P = 10.
    expect(str(liquidationPriceIn(a, figures, '0.01'))).toBe('10');
    // Short 20 at 50 with 200 of margin: liquidated at a loss of 100, 50 + 100 / 20 = 55.
    expect(str(liquidationPriceIn(b, figures, '0.01'))).toBe('55');
  });
});
