import { describe, expect, it } from 'vitest';
import { formatMoney, isAmountInput, sumDecimals } from './money';

describe('money on decimal strings', () => {
  it('sums exactly, whatever the places', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['8000.25', '1999.75'])).toBe('10000.00');
    expect(sumDecimals(['10', '-10.5'])).toBe('-0.5');
    expect(sumDecimals(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(sumDecimals([])).toBe('0');
  });

  it('accepts typed amounts with at most the allowed decimals', () => {
    expect(isAmountInput('12')).toBe(true);
    expect(isAmountInput('12.5')).toBe(true);
    expect(isAmountInput('12.505')).toBe(false);
    expect(isAmountInput('1e3')).toBe(false);
    expect(isAmountInput('.5')).toBe(false);
    expect(isAmountInput('0.00000001', 8)).toBe(true);
  });

  it('truncates to 2 decimals with separators', () => {
    expect(formatMoney('1234.567')).toBe('1,234.56');
    expect(formatMoney('7')).toBe('7.00');
  });
});
