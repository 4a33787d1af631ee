import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.ts';

const d = Decimal.from;

describe('Decimal arithmetic is exact', () => {
  it('0.1 + 0.2 is exactly 0.3', () => {
    const sum = d('0.1').add('0.2');
    expect(sum.toString()).toBe('0.3');
    expect(sum.eq('0.3')).toBe(true);
  });

  it('keeps every digit of values far beyond 2^53', () => {
    const big = d('123456789012345678901234567890.123456789012345678');
    expect(big.add('0.000000000000000001').toString()).toBe('123456789012345678901234567890.123456789012345679');
    expect(big.sub(big).isZero()).toBe(true);
    expect(d('9007199254740993').add(1).toString()).toBe('9007199254740994');
  });

  it('multiplies exactly when the product fits 18 decimals', () => {
    expect(d('1.1').mul('1.1').toString()).toBe('1.21');
    expect(d('-0.000000001').mul('0.000000001').toString()).toBe('-0.000000000000000001');
    expect(d('99999999999999999999.99').mul('100').toString()).toBe('9999999999999999999999');
  });

  it('divides with the requested scale', () => {
    expect(d('10').div('4').toString()).toBe('2.5');
    expect(d('1').div('3').toString()).toBe('0.333333333333333333');
    expect(d('2').div('3').toString()).toBe('0.666666666666666667');
    expect(d('-2').div('3', { scale: 2 }).toString()).toBe('-0.67');
    expect(d('1').div('-8', { scale: 2, rounding: 'down' }).toString()).toBe('-0.12');
  });

  it('refuses division by zero', () => {
    expect(() => d('1').div('0')).toThrow(/Division by zero/);
  });

  it('negates, takes absolute values and compares', () => {
    expect(d('-1.5').neg().toString()).toBe('1.5');
    expect(d('-1.5').abs().toString()).toBe('1.5');
    expect(d('1.5').abs().toString()).toBe('1.5');
    expect(d('2').cmp('10')).toBe(-1);
    expect(d('10').cmp('2')).toBe(1);
    expect(d('2.50').cmp('2.5')).toBe(0);
    expect(d('-3').lt('-2')).toBe(true);
    expect(d('-2').lte('-2')).toBe(true);
    expect(d('0.01').gt(0)).toBe(true);
    expect(d('0').gte('-0')).toBe(true);
    expect([d('-0.01').isNegative(), d('0.01').isPositive(), d('-0').isZero()]).toEqual([true, true, true]);
  });

  it('sums lists and picks min and max', () => {
    expect(Decimal.sum(['0.1', '0.2', '0.3', -1n]).toString()).toBe('-0.4');
    expect(Decimal.sum([]).toString()).toBe('0');
    expect(Decimal.min('2', '10', '-0.5').toString()).toBe('-0.5');
    expect(Decimal.max('2', '10', '-0.5').toString()).toBe('10');
    expect(Decimal.ZERO.toString()).toBe('0');
    expect(Decimal.ONE.toString()).toBe('1');
  });

  it('rounds add and sub results when a scale is given', () => {
    expect(d('1.004').add('0.001', { scale: 2 }).toString()).toBe('1.01');
    expect(d('1.004').sub('0.001', { scale: 2, rounding: 'up' }).toString()).toBe('1.01');
  });
});
