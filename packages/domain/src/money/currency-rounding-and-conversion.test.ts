import { describe, expect, it } from 'vitest';
import {
  convert,
  fromMinorUnits,
  isCurrency,
  isRepresentable,
  minorUnits,
  roundFee,
  roundMoney,
  toMinorUnits,
} from './currency.ts';
import { Decimal } from './decimal.ts';

describe('currency minor units', () => {
  it('uses the traded precision of each currency', () => {
    expect([minorUnits('USD'), minorUnits('HKD'), minorUnits('IDR')]).toEqual([2, 2, 0]);
    expect([minorUnits('USDT'), minorUnits('USDC'), minorUnits('BTC'), minorUnits('ETH')]).toEqual([6, 6, 8, 18]);
    expect(isCurrency('KRW')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(() => minorUnits('KRW' as 'USD')).toThrow(/Unknown currency/);
  });
});

describe('roundMoney rounds half-up to the minor unit', () => {
  it.each([
    ['1.005', 'USD', '1.01'],
    ['-1.005', 'USD', '-1.01'],
    ['1.0049', 'HKD', '1'],
    ['15000.5', 'IDR', '15001'],
    ['15000.49', 'IDR', '15000'],
    ['0.1234565', 'USDT', '0.123457'],
    ['0.123456785', 'BTC', '0.12345679'],
    ['0.000000000000000001', 'ETH', '0.000000000000000001'],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(roundMoney(amount, currency).toString()).toBe(expected);
  });
});

describe('roundFee rounds up (away from zero) to the minor unit', () => {
  it.each([
    ['1.001', 'USD', '1.01'],
    ['1.00', 'USD', '1'],
    ['-1.001', 'USD', '-1.01'],
    ['100.01', 'IDR', '101'],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(roundFee(amount, currency).toString()).toBe(expected);
  });
});

describe('convert', () => {
  it('multiplies exactly then rounds half-up to the target minor unit', () => {
    // 100 HKD at 0.128205 USD/HKD = 12.8205 → 12.82
    expect(convert('100', '0.128205', 'USD').toString()).toBe('12.82');
    // 1 USD at 16325.5 IDR/USD → 16326 (half-up, whole rupiah)
    expect(convert('1', '16325.5', 'IDR').toString()).toBe('16326');
    expect(convert('-1', '16325.5', 'IDR').toString()).toBe('-16326');
    // exact product 0.005 → 0.01
    expect(convert('0.5', '0.01', 'USD').toString()).toBe('0.01');
  });

  it('rejects zero or negative rates', () => {
    expect(() => convert('1', '0', 'USD')).toThrow(/positive/);
    expect(() => convert('1', '-7.8', 'USD')).toThrow(/positive/);
  });
});

describe('minor-unit integers', () => {
  it('converts both ways without rounding', () => {
    expect(toMinorUnits('12.34', 'USD')).toBe(1234n);
    expect(toMinorUnits('-0.01', 'USD')).toBe(-1n);
    expect(toMinorUnits('1', 'ETH')).toBe(10n ** 18n);
    expect(fromMinorUnits(1234n, 'USD').toString()).toBe('12.34');
    expect(fromMinorUnits(15000n, 'IDR').toString()).toBe('15000');
  });

  it('refuses amounts finer than the minor unit', () => {
    expect(isRepresentable('1.234', 'USD')).toBe(false);
    expect(isRepresentable(Decimal.from('1.23'), 'USD')).toBe(true);
    expect(() => toMinorUnits('1.234', 'USD')).toThrow(/more than 2 decimals/);
    expect(() => toMinorUnits('0.5', 'IDR')).toThrow(/more than 0 decimals/);
  });
});
