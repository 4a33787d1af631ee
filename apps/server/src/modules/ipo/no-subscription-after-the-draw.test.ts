import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

// The e2e hook draws an offering while its window is still open: the one way a subscription could meet a done draw.
let h: Harness;
beforeAll(async () => {
  h = await createIpoHarness({ IPO_TEST_HOOKS: '1' });
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('an offering already drawn', () => {
  it('refuses a new subscription (422) and freezes nothing, so no application waits for a draw that was', async () => {
    const early = await ipoInvestor(h, '10000');
    expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: early.token })).status).toBe(200);
    expect((await h.call('ipoTestRun', { stockCode: CBRS }, { token: early.token })).body.data).toEqual({
      drawn: true,
    });

    const late = await ipoInvestor(h, '10000');
    const res = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: late.token });
    expect([res.status, res.body.msg]).toEqual([422, 'The draw of Cerebras Systems Inc. has taken place']);
    expect(await wallet(h, late.token, 'ipo')).toMatchObject({ balance: '10000.00', usedBalance: '0.00' });
    expect((await h.call('ipoSubscriptions', {}, { token: late.token })).body.data.total).toBe(0);
  });
});
