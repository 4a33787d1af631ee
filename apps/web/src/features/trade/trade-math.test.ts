import { describe, expect, it } from 'vitest';
import {
  closeEstimate,
  halfOf,
  isOnTickGrid,
  openProfit,
  orderFigures,
  placesOf,
  stepPrice,
  stepQuantity,
} from './trade-math';

const usd = { currency: 'USD', contractSize: '1', fxRate: '1', feeRate: '0.001', feeMinimum: '1' };

describe('order figures (docs/design.md §5)', () => {
  it('AAPL 1 share at 200.00, leverage 5: margin 40.00, fee the 1.00 minimum', () => {
    const f = orderFigures('200.00', 1, 5, usd)!;
    expect([f.notional.toFixed(2), f.margin.toFixed(2), f.fee.toFixed(2), f.total.toFixed(2)]).toEqual([
      '200.00',
      '40.00',
      '1.00',
      '41.00',
    ]);
  });

  it('rounds margin and fee up to the cent, from the exact product', () => {
    // 3 × 187.33 = 561.99; / 5 = 112.398 → 112.40; fee 0.1% of 561.99 = 0.56199 → minimum 1.
    expect(orderFigures('187.33', 3, 5, usd)?.margin.toFixed(2)).toBe('112.40');
    // 2000 × 123.45 = 246900; fee 246.90 exactly; margin /3 = 82300.
    const big = orderFigures('123.45', 2000, 3, usd)!;
    expect([big.margin.toFixed(2), big.fee.toFixed(2)]).toEqual(['82300.00', '246.90']);
  });

  it('converts a HKD notional to USD at the FX rate and scales futures by their contract size', () => {
    const hk = orderFigures('400.00', 100, 5, { ...usd, currency: 'HKD', fxRate: '0.1282' })!;
    expect([hk.notional.toFixed(2), hk.notionalUsd.toFixed(2), hk.margin.toFixed(2)]).toEqual([
      '40000.00',
      '5128.00',
      '1025.60',
    ]);
    const gold = orderFigures('2650.5', 1, 20, { ...usd, contractSize: '100' })!;
    expect([gold.notional.toFixed(2), gold.margin.toFixed(2), gold.fee.toFixed(2)]).toEqual([
      '265050.00',
      '13252.50',
      '265.05',
    ]);
  });
});

describe('the tick grid', () => {
  it('accepts whole ticks only', () => {
    expect(isOnTickGrid('187.25', '0.01')).toBe(true);
    expect(isOnTickGrid('187.255', '0.01')).toBe(false);
    expect(isOnTickGrid('2650.25', '0.25')).toBe(true);
    expect(isOnTickGrid('2650.30', '0.25')).toBe(false);
    expect(isOnTickGrid('0', '0.01')).toBe(false);
    expect(isOnTickGrid('abc', '0.01')).toBe(false);
  });

  it('steps by a tick, snapping an off-grid price to the grid, never below one tick', () => {
    expect(stepPrice('187.25', '0.01', 1, '1')).toBe('187.26');
    expect(stepPrice('187.25', '0.01', -1, '1')).toBe('187.24');
    expect(stepPrice('2650.30', '0.25', 1, '1')).toBe('2650.50');
    expect(stepPrice('2650.30', '0.25', -1, '1')).toBe('2650.25');
    expect(stepPrice('0.01', '0.01', -1, '1')).toBe('0.01');
    expect(stepPrice('', '0.01', 1, '200.00')).toBe('200.01');
    expect(placesOf('0.0001')).toBe(4);
    expect(placesOf('1')).toBe(0);
  });

  it('steps quantities by whole lots, at least one lot', () => {
    expect(stepQuantity(100, 100, 1)).toBe(200);
    expect(stepQuantity(100, 100, -1)).toBe(100);
    expect(stepQuantity(250, 100, -1)).toBe(200);
    expect(stepQuantity(250, 100, 1)).toBe(300);
    expect(halfOf(700, 100)).toBe(300);
    expect(halfOf(1, 1)).toBe(1);
  });
});

describe('profit and closing', () => {
  const long = {
    direction: 0,
    discountBuyingPrice: '200.00',
    positionNum: 10,
    contractSize: '1',
    currency: 'USD',
    fxRate: '1',
    marginAmount: '400.00',
    isolatedPosition: 1,
  };

  it('values a long at the bid and a short at the ask, exactly', () => {
    expect(openProfit(long, '201.37')?.toFixed(2)).toBe('13.70');
    expect(openProfit({ ...long, direction: 1 }, '201.37')?.toFixed(2)).toBe('-13.70');
    expect(
      openProfit({ ...long, currency: 'HKD', fxRate: '0.1282', discountBuyingPrice: '400' }, '401')?.toFixed(2),
    ).toBe('1.28');
    expect(openProfit({ ...long, currency: 'XYZ', fxRate: '2' }, '201')).toBeNull();
  });

  it('estimates a close: profit, fee, realised, the margin released and what comes back', () => {
    const all = closeEstimate(long, '210.00', 10, usd)!;
    expect([all.profit, all.fee, all.realised, all.margin, all.returned].map((d) => d.toFixed(2))).toEqual([
      '100.00',
      '2.10',
      '97.90',
      '400.00',
      '497.90',
    ]);
    const part = closeEstimate({ ...long, marginAmount: '400.01' }, '190.00', 3, usd)!;
    expect([part.profit, part.fee, part.margin, part.returned].map((d) => d.toFixed(2))).toEqual([
      '-30.00',
      '1.00',
      '120.00',
      '89.00',
    ]);
  });
});
