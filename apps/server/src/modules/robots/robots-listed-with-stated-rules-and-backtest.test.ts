import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { ok, renter, ROBOT_TEST_ENV } from './robot-testing.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness(ROBOT_TEST_ENV);
  token = (await renter(h)).token;
});
afterAll(() => h.close());

describe('the robot list states each robot before purchase', () => {
  it('lists every robot with its rules in words, periods, fees, limits and a year of backtest', async () => {
    const robots = ok(await h.call('robotList', {}, { token }));
    expect(robots.map((r) => r.name)).toEqual([
      'Microsoft Long-Short',
      'Apple Trend Rider',
      'Euro Swing',
      'Nvidia Breakout',
    ]);
    const msft = robots[0];
    if (!msft) throw new Error('no robot');
    expect(msft).toMatchObject({
      market: 'US',
      code: 'MSFT',
      instrumentName: 'Microsoft Corporation',
      leverage: 2,
      strategy: 'trend',
      plans: [
        { days: 7, fee: '9.90' },
        { days: 30, fee: '29.00' },
      ],
      minAmount: '1000.00',
      maxAmount: '20000.00',
    });
    expect(msft.rules).toBe(
      'Holds a long position while the 5-day average price is above the 20-day average, and a short position while it is below.',
    );
    // The same rules as figures, for the app to write in the user's language; robots read daily candles.
    expect(robots.map((r) => r.strategyRules)).toEqual([
      { kind: 'trend', fast: 5, slow: 20, allowShort: true, candle: 'day' },
      { kind: 'trend', fast: 10, slow: 30, allowShort: false, candle: 'day' },
      { kind: 'reversion', window: 20, band: '1.5', allowShort: true, candle: 'day' },
      { kind: 'breakout', entry: 20, exit: 10, candle: 'day' },
    ]);
    for (const r of robots) {
      const b = r.backtest;
      if (!b) throw new Error(`${r.name} has no backtest`);
      // A year of daily candles, the live day left out.
      expect(b.points.length).toBeGreaterThan(240);
      expect(b.to - b.from).toBeGreaterThan(300 * 86_400_000);
      expect(b.capital).toBe('10000.00');
      // The return is the curve's own: last equity over the capital, minus one.
      const last = Decimal.from(b.points.at(-1)?.equity ?? '0');
      expect(Decimal.from(b.returnRate).sub(last.div(b.capital).sub(1)).abs().lte('0.0001')).toBe(true);
      expect(Decimal.from(b.maxDrawdown).gte(0)).toBe(true);
    }
  });

  it('answers one robot by id, and 404 for one that does not exist', async () => {
    const robot = ok(await h.call('robotDetail', { id: 3 }, { token }));
    expect([robot.name, robot.code, robot.strategy]).toEqual(['Euro Swing', 'EURUSD', 'reversion']);
    expect(robot.strategyRules).toEqual({
      kind: 'reversion',
      window: 20,
      band: '1.5',
      allowShort: true,
      candle: 'day',
    });
    expect(robot.backtest?.points.length).toBeGreaterThan(240);
    const missing = await h.call('robotDetail', { id: 99 }, { token });
    expect([missing.status, missing.body.msg]).toEqual([404, 'Robot not found']);
    const bad = await h.call('robotDetail', { id: 'x' } as never, { token });
    expect([bad.status, bad.body.msg]).toEqual([400, 'id: must be a whole number']);
  });

  it('every robot call needs a login (401)', async () => {
    for (const [name, input] of [
      ['robotList', {}],
      ['robotDetail', { id: 1 }],
      ['robotBuy', { robotId: 1, days: 7, amount: '1000' }],
      ['robotOrderList', {}],
      ['robotOrderDetail', { id: 1 }],
    ] as const) {
      expect((await h.call(name, input)).status, name).toBe(401);
    }
  });
});
