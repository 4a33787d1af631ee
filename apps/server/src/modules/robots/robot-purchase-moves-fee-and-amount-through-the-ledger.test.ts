import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { houseRobotFees, ok, renter, ROBOT_TEST_ENV } from './robot-testing.ts';

let h: Harness;
beforeAll(async () => {
  // Every market open, so a rental bought now is running (robot-status-follows-market-hours tests paused).
  h = await createHarness({ ...ROBOT_TEST_ENV, MARKET_ALWAYS_OPEN: 'true' });
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const rentals = (token: string) => h.call('robotOrderList', {}, { token });

describe('renting a robot', () => {
  it('takes the fee and the amount from Balance, and lists the rental with its purchase time, income and status', async () => {
    const u = await renter(h, '5000');
    const feesBefore = await houseRobotFees(h);
    const bought = ok(await h.call('robotBuy', { robotId: 1, days: 7, amount: '1500' }, { token: u.token }));
    expect(bought).toMatchObject({
      robotId: 1,
      robotName: 'Microsoft Long-Short',
      amount: '1500.00',
      days: 7,
      fee: '9.90',
      status: 'running',
      statusLabel: 'Running',
      income: '0.00',
      equity: '1500.00',
      returned: null,
      createTimeTimestamp: h.ctx.now(),
      endTimeTimestamp: h.ctx.now() + 7 * 86_400_000,
    });
    expect((await wallet(h, u.token, 'balance')).balance).toBe('3490.10');
    // The amount the robot trades is still the user's: My's total drops by the fee only.
    expect(ok(await h.call('getFundingOverview', {}, { token: u.token })).totalAmount).toBe('4990.10');
    expect(Number(await houseRobotFees(h)) - Number(feesBefore)).toBeCloseTo(9.9, 9);
    const page = ok(await rentals(u.token));
    expect([page.total, page.data[0]?.id, page.data[0]?.status]).toEqual([1, bought.id, 'running']);
    const detail = ok(await h.call('robotOrderDetail', { id: bought.id }, { token: u.token }));
    expect([detail.robot.rules.startsWith('Holds a long position'), detail.trades]).toEqual([true, []]);
    expect(detail.robot.strategyRules).toEqual({ kind: 'trend', fast: 5, slow: 20, allowShort: true, candle: 'day' });
    const messages = ok(await h.call('messagePageList', {}, { token: u.token }));
    expect(messages.data.map((m) => m.title)).toContain('Purchase successful');
  });

  it('fails cleanly when Balance cannot pay the amount and fee: 422 Purchase failed, nothing taken', async () => {
    const u = await renter(h, '1009.89');
    const res = await h.call('robotBuy', { robotId: 1, days: 7, amount: '1000' }, { token: u.token });
    expect([res.status, res.body.msg]).toEqual([422, 'Purchase failed']);
    expect(res.body.data).toEqual({ reason: 'Insufficient balance in Balance: 1009.89 available' });
    expect((await wallet(h, u.token, 'balance')).balance).toBe('1009.89');
    expect(ok(await rentals(u.token)).total).toBe(0);
  });

  it('validates the purchase (400) and takes nothing', async () => {
    const u = await renter(h, '5000');
    for (const [input, msg] of [
      [{ robotId: 1, days: 14, amount: '1000' }, 'days: must be one of 7, 30'],
      [{ robotId: 1, days: 7, amount: '999.99' }, 'amount: must be at least 1000.00'],
      [{ robotId: 1, days: 7, amount: '20000.01' }, 'amount: must be at most 20000.00'],
      [{ robotId: 1, days: 7, amount: '1000.001' }, 'amount: must have at most 2 decimals'],
      [{ robotId: 1, days: 7 }, 'amount: is required'],
      [{ days: 7, amount: '1000' }, 'robotId: is required'],
      [{ robotId: 1, days: 7.5, amount: '1000' }, 'days: must be a whole number of days'],
      [{ robotId: 1, days: 7, amount: '1000', extra: 1 }, 'extra: is not a known field'],
    ] as const) {
      const res = await h.call('robotBuy', input as never, { token: u.token });
      expect([res.status, res.body.msg], msg).toEqual([400, msg]);
    }
    const missing = await h.call('robotBuy', { robotId: 42, days: 7, amount: '1000' }, { token: u.token });
    expect([missing.status, missing.body.msg]).toEqual([404, 'Robot not found']);
    expect((await wallet(h, u.token, 'balance')).balance).toBe('5000.00');
    expect(ok(await rentals(u.token)).total).toBe(0);
  });

  it('another user’s rental is 404, the same answer as a missing one', async () => {
    const owner = await renter(h, '5000');
    const other = await renter(h, '5000');
    const { id } = ok(await h.call('robotBuy', { robotId: 2, days: 30, amount: '300' }, { token: owner.token }));
    for (const target of [id, 987_654]) {
      const res = await h.call('robotOrderDetail', { id: target }, { token: other.token });
      expect([res.status, res.body.msg]).toEqual([404, 'Rental not found']);
    }
    expect(ok(await rentals(other.token)).data).toEqual([]);
  });

  it('a retried purchase with the same Idempotency-Key rents once', async () => {
    const u = await renter(h, '5000');
    const headers = { 'idempotency-key': 'robot-buy-retry-1' };
    const input = { robotId: 3, days: 7, amount: '500' };
    const first = ok(await h.call('robotBuy', input, { token: u.token, headers }));
    const again = ok(await h.call('robotBuy', input, { token: u.token, headers }));
    expect(again.id).toBe(first.id);
    expect((await wallet(h, u.token, 'balance')).balance).toBe('4488.00');
    expect(ok(await rentals(u.token)).total).toBe(1);
  });
});
