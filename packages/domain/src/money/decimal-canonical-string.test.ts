import { describe, expect, it } from 'vitest';
import { Decimal, DecimalError } from './decimal.ts';

describe('Decimal string forms', () => {
  it('toString is canonical: no exponent, no trailing zeros, never -0', () => {
    expect(Decimal.from('1234.50').toString()).toBe('1234.5');
    expect(Decimal.from('-0.010').toString()).toBe('-0.01');
    expect(Decimal.from('-0.001').round(2).toString()).toBe('0');
    expect(Decimal.from('0.01').sub('0.01').neg().toString()).toBe('0');
    expect(Decimal.from('1000000000000000000000').toString()).toBe('1000000000000000000000');
    expect(Decimal.from('0.000000000000000001').toString()).toBe('0.000000000000000001');
  });

  it('toFixed pads or rounds half-up to exactly that many decimals', () => {
    expect(Decimal.from('1.5').toFixed(2)).toBe('1.50');
    expect(Decimal.from('1.005').toFixed(2)).toBe('1.01');
    expect(Decimal.from('-1.005').toFixed(2)).toBe('-1.01');
    expect(Decimal.from('-0.004').toFixed(2)).toBe('0.00');
    expect(Decimal.from('2.5').toFixed(0)).toBe('3');
    expect(Decimal.from('7').toFixed(18)).toBe('7.000000000000000000');
  });

  it('serialises to JSON as a canonical string', () => {
    expect(JSON.stringify({ amount: Decimal.from('12.30') })).toBe('{"amount":"12.3"}');
    expect(`${Decimal.from('-5.10')}`).toBe('-5.1');
  });

  it('cannot be coerced to a primitive, so `<` and `+` fail loudly', () => {
    const a = Decimal.from('10');
    const b = Decimal.from('9');
    expect(() => (a as unknown as number) < (b as unknown as number)).toThrow(DecimalError);
    expect(() => (a as unknown as number) + 1).toThrow(DecimalError);
  });

  it('is immutable, and structural equality compares values', () => {
    const a = Decimal.from('1.5');
    // Shared values (a parsed string stands for every later parse of it, and the constants) are frozen.
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(Decimal.ZERO) && Object.isFrozen(Decimal.ONE)).toBe(true);
    expect(Decimal.from('1.5')).toBe(a);
    a.add('1');
    expect(a.toString()).toBe('1.5');
    expect(a).toEqual(Decimal.from('1.50'));
    expect(a).not.toEqual(Decimal.from('1.51'));
  });
});
