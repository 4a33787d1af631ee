import { describe, expect, it } from 'vitest';
import { Decimal, DecimalError, isDecimalString } from './decimal.ts';

describe('Decimal.from parsing', () => {
  it.each([
    ['12', '12'],
    ['-0.50', '-0.5'],
    ['007.100', '7.1'],
    ['-0', '0'],
    ['0.000000000000000001', '0.000000000000000001'],
  ])('accepts %j as %s', (input, canonical) => {
    expect(Decimal.from(input).toString()).toBe(canonical);
  });

  it.each([
    '',
    ' 1',
    '1 ',
    '+1',
    '.5',
    '1.',
    '1e3',
    '1E-2',
    '0x10',
    'NaN',
    'Infinity',
    '1,000',
    '1_000',
    '--1',
    'abc',
    '0.0000000000000000001',
  ])('rejects %j with a DecimalError', (junk) => {
    expect(() => Decimal.from(junk)).toThrow(DecimalError);
    expect(() => Decimal.from(junk)).toThrow(/Invalid decimal/);
  });

  it('accepts bigints and safe-integer numbers', () => {
    expect(Decimal.from(-42n).toString()).toBe('-42');
    expect(Decimal.from(9007199254740991).toString()).toBe('9007199254740991');
    expect(Decimal.from(-0).toString()).toBe('0');
  });

  it.each([0.1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1e21])('rejects the number %d', (n) => {
    expect(() => Decimal.from(n)).toThrow(/safe integer/);
  });

  it('rejects non-numeric values at runtime', () => {
    expect(() => Decimal.from(null as unknown as string)).toThrow(DecimalError);
    expect(() => Decimal.from({} as unknown as string)).toThrow(DecimalError);
  });

  it('returns the same instance for a Decimal', () => {
    const x = Decimal.from('1.5');
    expect(Decimal.from(x)).toBe(x);
  });
});

describe('isDecimalString', () => {
  it('matches plain decimals with at most 18 fractional digits', () => {
    expect(isDecimalString('-12.345')).toBe(true);
    expect(isDecimalString('0.123456789012345678')).toBe(true);
    expect(isDecimalString('0.1234567890123456789')).toBe(false);
    expect(isDecimalString('1e5')).toBe(false);
    expect(isDecimalString('')).toBe(false);
    expect(isDecimalString(12)).toBe(false);
  });
});
