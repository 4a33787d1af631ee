import { describe, expect, it } from 'vitest';
import type { Decimal } from '../money/decimal.ts';
import {
  firedTrigger,
  startTrailing,
  type TrailingStop,
  trailingStopPrice,
  triggerProblems,
  updateTrailing,
} from './triggers.ts';
import { D, quote } from './test-fixtures.ts';

describe('a trailing stop follows the best price and fires when the mark falls back by its distance', () => {
  it('long by amount: tracks the highest bid, fires at best − 2', () => {
    let trailing: TrailingStop = startTrailing('long', 'amount', D('2'), quote('100', '100.1'));
    // bid    best    stop    fires
    const steps: [string, string, string, boolean][] = [
      ['101', '101', '99', false], // up: best follows
      ['100.5', '101', '99', false], // down: best stays
      ['102.3', '102.3', '100.3', false],
      ['100.31', '102.3', '100.3', false],
      ['100.3', '102.3', '100.3', true], // bid ≤ stop
    ];
    for (const [bid, best, stop, fires] of steps) {
      const q = quote(bid, D(bid).add('0.1').toString());
      const position = { side: 'long' as const, trailing, tickSize: '0.01' };
      expect(firedTrigger(position, q) === 'trailing_stop').toBe(fires);
      trailing = { ...trailing, best: updateTrailing({ side: 'long', trailing }, q) };
      expect([trailing.best.toString(), trailingStopPrice('long', trailing, '0.01').toString()]).toEqual([best, stop]);
    }
  });

  it('short by percent: tracks the lowest ask, fires at best × 1.025 (rounded up to the tick)', () => {
    let trailing: TrailingStop = startTrailing('short', 'percent', D('2.5'), quote('99.9', '100'));
    // ask     best    stop = best × 1.025, up to 0.01     fires
    const steps: [string, string, string, boolean][] = [
      ['98', '98', '100.45', false], // 98 × 1.025 = 100.45
      ['99', '98', '100.45', false], // up: best stays
      ['97.13', '97.13', '99.56', false], // 97.13 × 1.025 = 99.55825 → up → 99.56
      ['99.55', '97.13', '99.56', false],
      ['99.56', '97.13', '99.56', true], // ask ≥ stop
    ];
    for (const [ask, best, stop, fires] of steps) {
      const q = quote(D(ask).sub('0.1').toString(), ask);
      expect(firedTrigger({ side: 'short', trailing, tickSize: '0.01' }, q) === 'trailing_stop').toBe(fires);
      trailing = { ...trailing, best: updateTrailing({ side: 'short', trailing }, q) };
      expect([trailing.best.toString(), trailingStopPrice('short', trailing, '0.01').toString()]).toEqual([best, stop]);
    }
  });

  it.each([
    // side     kind       distance  best       tick    stop
    ['long', 'amount', '2', '100', '0.01', '98'],
    ['long', 'percent', '5', '200', '0.01', '190'], // 200 × 0.95
    ['long', 'percent', '1', '101.37', '0.01', '100.35'], // 100.3563 → down
    ['short', 'amount', '0.0005', '1.08457', '0.00001', '1.08507'],
    ['short', 'percent', '1', '101.37', '0.01', '102.39'], // 102.3837 → up
    ['long', 'amount', '3', '2350.7', '0.1', '2347.7'],
  ] as const)('%s %s %s from %s (tick %s): stop %s', (side, kind, distance, best, tick, stop) => {
    expect(trailingStopPrice(side, { kind, distance: D(distance), best: D(best) }, tick).toString()).toBe(stop);
  });
});

describe('stop-loss and take-profit fire on the bid for a long, the ask for a short', () => {
  const long = { side: 'long' as const, stopLoss: D('95'), takeProfit: D('110'), tickSize: '0.01' };
  const short = { side: 'short' as const, stopLoss: D('105'), takeProfit: D('90'), tickSize: '0.01' };
  it.each([
    // position  bid      ask       fired
    [long, '95.01', '94.9', undefined], // the ask is below SL, but a long watches the bid
    [long, '95', '95.1', 'stop_loss'],
    [long, '93', '93.1', 'stop_loss'], // a gap through
    [long, '109.99', '110.5', undefined],
    [long, '110', '110.1', 'take_profit'],
    [short, '105.1', '104.99', undefined], // the bid is above SL, but a short watches the ask
    [short, '104.9', '105', 'stop_loss'],
    [short, '90.1', '90.01', undefined],
    [short, '89.9', '90', 'take_profit'],
  ])('%#: %s/%s → %s', (position, bid, ask, fired) => {
    expect(firedTrigger(position, quote(bid, ask))).toBe(fired);
  });

  it('checks the stop-loss first', () => {
    // A stop-loss above a take-profit is refused on entry, but if both hold at once the stop-loss wins.
    const odd = { side: 'long' as const, stopLoss: D('100'), takeProfit: D('90'), tickSize: '0.01' };
    expect(firedTrigger(odd, quote('95', '95.1'))).toBe('stop_loss');
    const both = {
      side: 'long' as const,
      stopLoss: D('95'),
      trailing: { kind: 'amount' as const, distance: D('1'), best: D('100') },
      tickSize: '0.01',
    };
    expect(firedTrigger(both, quote('94', '94.1'))).toBe('stop_loss');
    expect(firedTrigger(both, quote('98.5', '98.6'))).toBe('trailing_stop');
    expect(firedTrigger({ side: 'long', tickSize: '0.01' }, quote('1', '2'))).toBeUndefined();
  });
});

describe('trigger validation against the entry (or mark)', () => {
  const codes = (side: 'long' | 'short', request: Parameters<typeof triggerProblems>[1], ref: Decimal, tick?: string) =>
    triggerProblems(side, request, ref, tick).map((p) => `${p.field}:${p.code}`);

  it.each([
    // side     SL        TP        problems
    ['long', '95', '110', []],
    ['long', '100', '110', ['stopLoss:wrong_side']], // SL must be below 100
    ['long', '95', '100', ['takeProfit:wrong_side']],
    ['long', '105', '90', ['stopLoss:wrong_side', 'takeProfit:wrong_side']],
    ['short', '105', '90', []],
    ['short', '95', '110', ['stopLoss:wrong_side', 'takeProfit:wrong_side']],
    ['long', '0', '110', ['stopLoss:not_positive']],
    ['long', '95.005', '110', ['stopLoss:off_tick']],
  ] as const)('%s SL %s TP %s against 100', (side, stopLoss, takeProfit, problems) => {
    expect(codes(side, { stopLoss: D(stopLoss), takeProfit: D(takeProfit) }, D('100'), '0.01')).toEqual(problems);
  });

  it('checks a trailing distance', () => {
    const ref = D('100');
    expect(codes('long', { trailing: { kind: 'amount', distance: D('2') } }, ref)).toEqual([]);
    expect(codes('long', { trailing: { kind: 'amount', distance: D('0') } }, ref)).toEqual(['trailing:not_positive']);
    expect(codes('long', { trailing: { kind: 'amount', distance: D('100') } }, ref)).toEqual(['trailing:too_far']);
    expect(codes('short', { trailing: { kind: 'amount', distance: D('100') } }, ref)).toEqual([]);
    expect(codes('long', { trailing: { kind: 'percent', distance: D('100') } }, ref)).toEqual(['trailing:too_far']);
    expect(codes('short', { trailing: { kind: 'percent', distance: D('99.9') } }, ref)).toEqual([]);
    expect(codes('long', { stopLoss: null, takeProfit: null, trailing: null }, ref)).toEqual([]);
  });

  it('writes messages the server can pass on', () => {
    expect(triggerProblems('long', { stopLoss: D('101') }, D('100'))[0]?.message).toBe(
      'Stop-loss must be below 100 for a long',
    );
  });
});
