import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { ok, renter, ROBOT_TEST_ENV } from './robot-testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(ROBOT_TEST_ENV);
});
afterAll(() => h.close());

describe('purchases racing on one Balance', () => {
  it('let through only what Balance pays for; the others fail with nothing taken', async () => {
    const u = await renter(h, '2100');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => h.call('robotBuy', { robotId: 1, days: 7, amount: '1000' }, { token: u.token })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 422, 422, 422, 422]);
    for (const r of results) if (r.status === 422) expect(r.body.msg).toBe('Purchase failed');
    // 2100 − 2 × (1000 + 9.90)
    expect((await wallet(h, u.token, 'balance')).balance).toBe('80.20');
    expect(ok(await h.call('robotOrderList', {}, { token: u.token })).total).toBe(2);
    await expectLedgerSound(h);
  });
});
