import { describe, expect, it } from 'vitest';
import { checkRules, describeRules } from './rules.ts';

describe('strategy rules', () => {
  it('are stated in one sentence with their parameters', () => {
    expect(describeRules({ kind: 'trend', fast: 10, slow: 30, allowShort: true })).toBe(
      'Holds a long position while the 10-day average price is above the 30-day average, and a short position while it is below.',
    );
    expect(describeRules({ kind: 'breakout', entry: 20, exit: 10 })).toBe(
      'Buys when the price closes above the highest price of the last 20 days and sells when it closes below the lowest price of the last 10 days.',
    );
    expect(describeRules({ kind: 'reversion', window: 20, band: '1.5', allowShort: false })).toBe(
      'Buys when the price falls 1.5 average deviations below its 20-day average and sells when it is back at the average.',
    );
  });

  it('name the candles they read: one-minute candles for strategies that trade through the session', () => {
    expect(describeRules({ kind: 'trend', fast: 5, slow: 20, allowShort: false }, 'minute')).toBe(
      'Holds a long position while the 5-minute average price is above the 20-minute average, and no position while it is below.',
    );
    expect(describeRules({ kind: 'breakout', entry: 30, exit: 15 }, 'minute')).toBe(
      'Buys when the price closes above the highest price of the last 30 minutes and sells when it closes below the lowest price of the last 15 minutes.',
    );
  });

  it('say one candle in the singular', () => {
    expect(describeRules({ kind: 'breakout', entry: 1, exit: 1 })).toBe(
      'Buys when the price closes above the highest price of the last 1 day and sells when it closes below the lowest price of the last 1 day.',
    );
  });

  it('refuse parameters no one could run', () => {
    expect(() => checkRules({ kind: 'trend', fast: 30, slow: 10, allowShort: false })).toThrow(
      'fast must be shorter than slow',
    );
    expect(() => checkRules({ kind: 'reversion', window: 0, band: '1', allowShort: false })).toThrow(
      'window must be a whole number',
    );
    expect(() => checkRules({ kind: 'reversion', window: 5, band: '0', allowShort: false })).toThrow(
      'band must be positive',
    );
    expect(() => checkRules({ kind: 'breakout', entry: 2.5, exit: 1 })).toThrow('entry must be a whole number');
  });
});
