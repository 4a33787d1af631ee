import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { formatScaled, formatTicks, fromTicks, PriceError, parseTickSize, percent2, toTicks } from './price.ts';

const TICK_SIZES = ['0.01', '0.0078125', '25', '0.5', '0.00001', '0.001', '0.0025', '1', '0.2', '0.05'];

describe('tick sizes', () => {
  it('parse into an integer mantissa and a scale', () => {
    expect(parseTickSize('0.01')).toMatchObject({ mantissa: 1n, scale: 2 });
    expect(parseTickSize('0.0078125')).toMatchObject({ mantissa: 78125n, scale: 7 });
    expect(parseTickSize('25')).toMatchObject({ mantissa: 25n, scale: 0 });
    expect(parseTickSize('0.50')).toMatchObject({ mantissa: 5n, scale: 1 });
    expect(parseTickSize('0.0025')).toMatchObject({ mantissa: 25n, scale: 4 });
  });

  it('refuse zero, negative and malformed sizes', () => {
    expect(() => parseTickSize('0')).toThrow(PriceError);
    expect(() => parseTickSize('-0.01')).toThrow(PriceError);
    expect(() => parseTickSize('1e-2')).toThrow(PriceError);
    expect(() => parseTickSize('')).toThrow(PriceError);
  });
});

describe('prices as tick counts', () => {
  it('write ticks × tickSize exactly, with the tick’s decimal places', () => {
    expect(formatTicks(25042, parseTickSize('0.01'))).toBe('250.42');
    expect(formatTicks(103540, parseTickSize('0.00001'))).toBe('1.03540');
    expect(formatTicks(12802, parseTickSize('0.0078125'))).toBe('100.0156250');
    expect(formatTicks(387, parseTickSize('25'))).toBe('9675');
    expect(formatTicks(1, parseTickSize('0.01'))).toBe('0.01');
    expect(formatTicks(-3, parseTickSize('0.005'))).toBe('-0.015');
    expect(formatTicks(0, parseTickSize('0.01'))).toBe('0.00');
  });

  it('agree with Decimal for any tick count, including past 2^53 (bigint path)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TICK_SIZES),
        fc.oneof(fc.integer({ min: -1e9, max: 1e12 }), fc.constant(Number.MAX_SAFE_INTEGER)),
        (size, n) => {
          const tick = parseTickSize(size);
          const text = formatTicks(n, tick);
          expect(Decimal.from(text).eq(fromTicks(n, tick))).toBe(true);
          expect(formatTicks(BigInt(n), tick)).toBe(text);
          const dot = text.indexOf('.');
          expect(dot === -1 ? 0 : text.length - dot - 1).toBe(tick.scale);
        },
      ),
    );
    const huge = 2n ** 70n + 3n;
    expect(
      Decimal.from(formatTicks(huge, parseTickSize('0.0078125'))).eq(fromTicks(huge, parseTickSize('0.0078125'))),
    ).toBe(true);
  });

  it('convert decimal prices to ticks exactly, or to the nearest tick when asked', () => {
    const tick = parseTickSize('0.05');
    expect(toTicks('12.35', tick)).toBe(247n);
    expect(() => toTicks('12.36', tick)).toThrow(PriceError);
    expect(toTicks('12.36', tick, 'nearest')).toBe(247n);
    expect(toTicks('12.375', tick, 'nearest')).toBe(248n); // half-up
    expect(toTicks('100.015625', parseTickSize('0.0078125'))).toBe(12802n);
  });

  it('formats scaled integers with any number of places', () => {
    expect(formatScaled(5, 3)).toBe('0.005');
    expect(formatScaled(-5, 3)).toBe('-0.005');
    expect(formatScaled(12345, 2)).toBe('123.45');
    expect(formatScaled(7, 0)).toBe('7');
    expect(formatScaled(10n ** 20n, 2)).toBe('1000000000000000000.00');
  });
});

describe('percentages to 2 places', () => {
  it('round the exact ratio half away from zero, once', () => {
    expect(percent2(1, 200)).toBe('0.50');
    expect(percent2(1, 3)).toBe('33.33');
    expect(percent2(2, 3)).toBe('66.67');
    expect(percent2(-2, 3)).toBe('-66.67');
    expect(percent2(1, 8)).toBe('12.50');
    expect(percent2(1, 40_000)).toBe('0.00'); // 0.0025% rounds to zero, never '-0.00'
    expect(percent2(-1, 40_000)).toBe('0.00');
    expect(percent2(1, 20_000)).toBe('0.01'); // 0.005% rounds half-up
    expect(percent2(-1, 20_000)).toBe('-0.01');
    expect(() => percent2(1, 0)).toThrow(PriceError);
  });

  it('match Decimal’s single rounding of change × 100 ÷ base for any integers', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.bigInt(-(10n ** 30n), 10n ** 30n)),
        fc.oneof(fc.integer({ min: 1, max: 1e9 }), fc.bigInt(1n, 10n ** 30n)),
        (n, d) => {
          const expected = Decimal.from(n).mul(100).div(Decimal.from(d), { scale: 2 }).toFixed(2);
          expect(percent2(n, d)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
