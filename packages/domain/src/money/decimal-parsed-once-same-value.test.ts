import { describe, expect, it } from 'vitest';
import { Decimal, DecimalError } from './decimal.ts';

/** The exact value of a plain decimal string, worked out on its own: digits × 10^(18 − decimals). */
function scaledOf(s: string): bigint {
  const negative = s.startsWith('-');
  const [int = '0', frac = ''] = (negative ? s.slice(1) : s).split('.');
  const magnitude = BigInt(int + frac.padEnd(18, '0'));
  return negative ? -magnitude : magnitude;
}

describe('Decimal strings parsed once', () => {
  it('gives the same exact value the first time and every time after, signs, leading zeros and -0 included', () => {
    const forms = ['0', '-0', '-0.0', '007.10', '-0.5', '12', '-1.25', '0.000000000000000001', '123456789012.345678'];
    for (const s of forms) {
      const first = Decimal.from(s);
      expect(first.scaled).toBe(scaledOf(s));
      expect(Decimal.from(s).scaled).toBe(first.scaled);
    }
    expect(Decimal.from('-0').toString()).toBe('0');
  });

  it('stays exact after more distinct strings than it keeps, and a parsed value cannot be changed', () => {
    // The cache keeps 50,000 strings and is emptied when full.
    const wrong: string[] = [];
    for (let i = 0; i < 60_000; i++) {
      const s = `${i % 7 === 0 ? '-' : ''}${i}.${String(i * 7919).padStart(6, '0')}`;
      if (Decimal.from(s).scaled !== scaledOf(s)) wrong.push(s);
    }
    expect(wrong).toEqual([]);
    const once = Decimal.from('42.5');
    expect(Object.isFrozen(once)).toBe(true);
    expect(Decimal.from('42.5').add('1').toString()).toBe('43.5');
    expect(Decimal.from('42.5').toString()).toBe('42.5');
  });

  it('still refuses what is not a plain decimal, however often it is asked', () => {
    for (let i = 0; i < 3; i++) {
      expect(() => Decimal.from('1e5')).toThrow(DecimalError);
      expect(() => Decimal.from('0.0000000000000000001')).toThrow(DecimalError);
    }
  });
});
