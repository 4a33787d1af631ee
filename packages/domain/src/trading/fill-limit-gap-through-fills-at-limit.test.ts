import { describe, expect, it } from 'vitest';
import { limitCrosses, marketable, placementFillPrice, restingFillPrice } from './orders.ts';
import { onTickGrid, roundToTick } from './pricing.ts';
import { D, quote, str } from './test-fixtures.ts';

describe('a resting limit fills at its limit when the market trades through it', () => {
  it.each([
    // side      limit    bid       ask       fills?  at
    ['long', '100', '100.05', '100.10', false, undefined], // ask 100.10 > 100: not yet
    ['long', '100', '99.95', '100.00', true, '100'], // ask touches 100
    ['long', '100', '97.00', '97.05', true, '100'], // gap down through 100: still at 100
    ['short', '100', '99.95', '100.00', false, undefined], // bid 99.95 < 100
    ['short', '100', '100.00', '100.05', true, '100'], // bid touches 100
    ['short', '100', '103.20', '103.25', true, '100'], // gap up through 100: still at 100
  ] as const)('%s limit %s with %s/%s: fills %s at %s', (side, limit, bid, ask, fills, at) => {
    const q = quote(bid, ask);
    expect(limitCrosses(side, D(limit), q)).toBe(fills);
    expect(str(restingFillPrice(side, D(limit), q))).toBe(at);
  });
});

describe('a limit already marketable when placed fills at once at the live price, L or better', () => {
  it.each([
    // side     limit   bid      ask      marketable  fill
    ['long', '100', '98.90', '99.00', true, '99'], // ask 99 ≤ 100: bought at 99, better than 100
    ['long', '100', '100.00', '100.10', false, undefined], // rests
    ['short', '100', '101.50', '101.60', true, '101.5'], // bid 101.50 ≥ 100: sold at 101.50
    ['short', '100', '99.90', '100.00', false, undefined],
  ] as const)('%s limit %s with %s/%s', (side, limit, bid, ask, isMarketable, fill) => {
    const q = quote(bid, ask);
    expect(marketable(side, D(limit), q)).toBe(isMarketable);
    expect(str(placementFillPrice(side, D(limit), q))).toBe(fill);
  });
});

describe('the tick grid', () => {
  it.each([
    ['100.25', '0.05', true],
    ['100.26', '0.05', false],
    ['1.08457', '0.00001', true],
    ['1.084575', '0.00001', false],
    ['2350', '25', true], // 94 × 25
    ['2360', '25', false],
    ['0.0078125', '0.0000005', true], // 15625 ticks
  ])('%s on a %s grid: %s', (price, tick, on) => {
    expect(onTickGrid(D(price), tick)).toBe(on);
  });

  it.each([
    ['100.26', '0.05', '100.3', '100.25'],
    ['100.25', '0.05', '100.25', '100.25'],
    ['-0.07', '0.05', '-0.05', '-0.1'], // toward +∞ and −∞
  ])('%s on %s: up %s, down %s', (price, tick, up, down) => {
    expect(roundToTick(D(price), tick, 'up').toString()).toBe(up);
    expect(roundToTick(D(price), tick, 'down').toString()).toBe(down);
  });

  it('refuses a tick that is not positive', () => {
    expect(() => onTickGrid(D('1'), '0')).toThrow(/Tick/);
  });
});
