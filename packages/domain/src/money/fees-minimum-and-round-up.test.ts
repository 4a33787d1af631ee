import { describe, expect, it } from 'vitest';
import { tradeFee } from './fees.ts';

describe('tradeFee = max(notional × rate rounded up, minimum)', () => {
  it('charges the minimum on small trades', () => {
    expect(tradeFee('100').toString()).toBe('1');
    expect(tradeFee('999.99').toString()).toBe('1');
    expect(tradeFee('0').toString()).toBe('1');
  });

  it('charges 0.1 % above the minimum, rounded up to the cent', () => {
    expect(tradeFee('1000').toString()).toBe('1');
    expect(tradeFee('1000.01').toString()).toBe('1.01');
    expect(tradeFee('5000').toString()).toBe('5');
    expect(tradeFee('12345.67').toString()).toBe('12.35');
  });

  it('never rounds a tiny remainder away', () => {
    expect(tradeFee('1000.000000000000000001').toString()).toBe('1.01');
  });

  it('takes a custom schedule and currency', () => {
    expect(tradeFee('10000', { rate: '0.0025', minimum: '0' }).toString()).toBe('25');
    expect(tradeFee('1', { rate: '0.0025', minimum: '0' }).toString()).toBe('0.01');
    expect(tradeFee('1000000', { rate: '0.0015', minimum: '5000' }, 'IDR').toString()).toBe('5000');
    expect(tradeFee('10000001', { rate: '0.0015', minimum: '5000' }, 'IDR').toString()).toBe('15001');
    expect(tradeFee('10', { minimum: '0.001' }).toString()).toBe('0.01');
  });

  it('rejects negative inputs', () => {
    expect(() => tradeFee('-1000')).toThrow(/Notional/);
    expect(() => tradeFee('1000', { rate: '-0.001' })).toThrow(/rate/);
    expect(() => tradeFee('1000', { minimum: '-1' })).toThrow(/minimum/);
  });
});
