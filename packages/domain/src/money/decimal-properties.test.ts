import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.ts';

// A random decimal string with up to 30 integer and 18 fractional digits, and its exact value × 10^18.
const decimal = fc
  .tuple(fc.boolean(), fc.bigInt(0n, 10n ** 30n), fc.bigInt(0n, 10n ** 18n - 1n))
  .map(([negative, int, frac]) => {
    const text = `${negative ? '-' : ''}${int}.${frac.toString().padStart(18, '0')}`;
    const scaled = (negative ? -1n : 1n) * (int * 10n ** 18n + frac);
    return { text, scaled };
  });

describe('Decimal properties against a bigint oracle', () => {
  it('parsing keeps the exact value and toString round-trips', () => {
    fc.assert(
      fc.property(decimal, ({ text, scaled }) => {
        const x = Decimal.from(text);
        expect(x.scaled).toBe(scaled);
        expect(Decimal.from(x.toString()).scaled).toBe(scaled);
        expect(x.toString()).not.toMatch(/^-0$|\.\d*0$|e/i);
      }),
    );
  });

  it('add and sub are exact and inverse', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const x = Decimal.from(a.text);
        const y = Decimal.from(b.text);
        expect(x.add(y).scaled).toBe(a.scaled + b.scaled);
        expect(x.add(y).sub(y).eq(x)).toBe(true);
      }),
    );
  });

  it('a product by a whole number is exact, the same as by that number as a decimal; fromScaled is the scaled value', () => {
    fc.assert(
      fc.property(decimal, fc.integer({ min: -1_000_000, max: 1_000_000 }), (a, n) => {
        const x = Decimal.from(a.text);
        expect(x.mul(n).scaled).toBe(a.scaled * BigInt(n));
        expect(x.mul(n).eq(x.mul(Decimal.from(String(n))))).toBe(true);
        expect(Decimal.fromScaled(a.scaled).eq(x)).toBe(true);
      }),
    );
  });

  it('a product is the exact product rounded once, half away from zero, to 18 places, by a whole factor or not', () => {
    const whole = fc.bigInt(-(10n ** 6n), 10n ** 6n).map((n) => ({ text: String(n), scaled: n * 10n ** 18n }));
    fc.assert(
      fc.property(decimal, fc.oneof(decimal, whole), (a, b) => {
        const exact = a.scaled * b.scaled;
        const unit = 10n ** 18n;
        const magnitude = exact < 0n ? -exact : exact;
        const rounded = magnitude / unit + (2n * (magnitude % unit) >= unit ? 1n : 0n);
        expect(Decimal.from(a.text).mul(b.text).scaled).toBe(exact < 0n ? -rounded : rounded);
      }),
    );
  });

  it('rounding: down ≤ |x| ≤ up, both within one unit, half-up between them', () => {
    fc.assert(
      fc.property(decimal, fc.integer({ min: 0, max: 18 }), ({ text }, scale) => {
        const x = Decimal.from(text);
        const unit = Decimal.ONE.div(10n ** BigInt(scale));
        const down = x.round(scale, 'down').abs();
        const up = x.round(scale, 'up').abs();
        const half = x.round(scale, 'half-up').abs();
        expect(down.lte(x.abs()) && x.abs().lte(up)).toBe(true);
        expect(up.sub(down).lte(unit)).toBe(true);
        expect(half.eq(down) || half.eq(up)).toBe(true);
        expect(half.sub(x.abs()).abs().lte(unit.div(2))).toBe(true);
      }),
    );
  });

  it('div by a non-zero value then mul gives back the value to within the rounding', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        fc.pre(b.scaled !== 0n);
        const x = Decimal.from(a.text);
        const y = Decimal.from(b.text);
        const q = x.div(y, { scale: 18, rounding: 'down' });
        // |q| ≤ |x / y| < |q| + 10^-18
        expect(q.abs().mul(y.abs(), { rounding: 'down' }).lte(x.abs())).toBe(true);
        expect(q.abs().add('0.000000000000000001').mul(y.abs(), { rounding: 'up' }).gt(x.abs())).toBe(true);
      }),
    );
  });
});
