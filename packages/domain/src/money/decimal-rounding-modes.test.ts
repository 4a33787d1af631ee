import { describe, expect, it } from 'vitest';
import { Decimal, type RoundingMode } from './decimal.ts';

const round = (x: string, scale: number, mode?: RoundingMode) => Decimal.from(x).round(scale, mode).toString();

describe('rounding half-up (half away from zero, the default)', () => {
  it.each([
    ['1.005', '1.01'],
    ['1.0049', '1'],
    ['2.5', '2.5'],
    ['-1.005', '-1.01'],
    ['-1.0049', '-1'],
    ['-0.004', '0'],
    ['0.995', '1'],
  ])('%s → %s at 2 decimals', (x, expected) => {
    expect(round(x, 2)).toBe(expected);
  });

  it('rounds halves away from zero at 0 decimals, both signs', () => {
    expect(round('2.5', 0)).toBe('3');
    expect(round('-2.5', 0)).toBe('-3');
    expect(round('-2.4999', 0)).toBe('-2');
  });
});

describe("rounding 'up' (away from zero)", () => {
  it.each([
    ['1.001', '1.01'],
    ['1.000000000000000001', '1.01'],
    ['1.00', '1'],
    ['-1.001', '-1.01'],
    ['-0.000000000000000001', '-0.01'],
  ])('%s → %s at 2 decimals', (x, expected) => {
    expect(round(x, 2, 'up')).toBe(expected);
  });
});

describe("rounding 'down' (toward zero)", () => {
  it.each([
    ['1.009', '1'],
    ['-1.009', '-1'],
    ['-0.009', '0'],
    ['123.4567', '123.45'],
  ])('%s → %s at 2 decimals', (x, expected) => {
    expect(round(x, 2, 'down')).toBe(expected);
  });
});

describe('rounding inside mul and div happens once, from the exact result', () => {
  it('mul rounds the exact product, not an 18-digit intermediate', () => {
    // Exact product 0.0000000000000000005 rounds to 0 at 18 digits, but rounding 'up' to cents must give 0.01.
    expect(Decimal.from('0.000000001').mul('0.0000000005', { scale: 2, rounding: 'up' }).toString()).toBe('0.01');
    expect(Decimal.from('0.125').mul('0.1', { scale: 2 }).toString()).toBe('0.01');
    expect(Decimal.from('-0.125').mul('0.1', { scale: 2 }).toString()).toBe('-0.01');
  });

  it('div rounds the exact quotient', () => {
    expect(Decimal.from('1').div('8', { scale: 2 }).toString()).toBe('0.13');
    expect(Decimal.from('1').div('8', { scale: 2, rounding: 'down' }).toString()).toBe('0.12');
    expect(Decimal.from('1').div('300', { scale: 2, rounding: 'up' }).toString()).toBe('0.01');
  });

  it('rejects scales outside 0..18', () => {
    expect(() => Decimal.from('1').round(19)).toThrow(/Scale/);
    expect(() => Decimal.from('1').round(-1)).toThrow(/Scale/);
    expect(() => Decimal.from('1').div('3', { scale: 1.5 })).toThrow(/Scale/);
  });
});
