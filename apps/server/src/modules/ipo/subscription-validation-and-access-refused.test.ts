import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Harness } from '../../testing/harness.ts';
import { CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

describe('IPO calls refused', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createIpoHarness();
    ({ token } = await ipoInvestor(h, '3000'));
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  const nothingStored = async () => {
    expect((await h.call('ipoSubscriptions', {}, { token })).body.data.total).toBe(0);
    expect(await wallet(h, token, 'ipo')).toMatchObject({ balance: '3000.00', usedBalance: '0.00' });
  };

  it.each([
    [{ num: 100 }, 'stockCode: is required'],
    [{ stockCode: CBRS }, 'num: is required'],
    [{ stockCode: CBRS, num: 150 }, 'num: must be a whole number of lots of 100'],
    [{ stockCode: CBRS, num: 0 }, 'num: must be greater than 0'],
    [{ stockCode: CBRS, num: 1.5 }, 'num: must be a whole number'],
    [{ stockCode: CBRS, num: '100' }, 'num: must be a whole number'],
    [{ stockCode: CBRS, num: 100, price: '1' }, 'price: is not a known field'],
  ])('400 for %j: %s, and nothing is stored', async (input, msg) => {
    const res = await h.call('ipoSubscribe', input, { token });
    expect([res.status, res.body.msg]).toEqual([400, msg]);
    await nothingStored();
  });

  describe('cancelling a subscription', () => {
    let holder: string;
    let id: number;
    beforeAll(async () => {
      ({ token: holder } = await ipoInvestor(h, '3000'));
      id = (await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: holder })).body.data.id;
    });

    it.each([
      [{}, 'id: is required'],
      [{ id: 0 }, 'id: must be greater than 0'],
      [{ id: -1 }, 'id: must be greater than 0'],
      [{ id: 1.5 }, 'id: must be a whole number'],
      [{ id: '1' }, 'id: must be a whole number'],
      [{ id: 1, reason: 'changed my mind' }, 'reason: is not a known field'],
    ])('400 for %j: %s, and the subscription stays frozen', async (input, msg) => {
      const res = await h.call('ipoCancel', input, { token: holder });
      expect([res.status, res.body]).toEqual([400, { code: 400, msg, data: null }]);
      const live = await h.call('ipoSubscription', { stockCode: CBRS }, { token: holder });
      expect(live.body.data).toMatchObject({ id, orderState: 0, pendingAmount: '2802.80' });
      expect(await wallet(h, holder, 'ipo')).toMatchObject({ balance: '197.20', usedBalance: '2802.80' });
    });
  });

  it.each([
    [{}, 'stockCode: is required'],
    [{ stockCode: '   ' }, 'stockCode: is required'],
    [{ stockCode: 'C'.repeat(25) }, 'stockCode: must be at most 24 characters'],
    [{ stockCode: 28 }, 'stockCode: must be text'],
    [{ stockCode: CBRS, num: 100 }, 'num: is not a known field'],
  ])('400 for the most shares of %j: %s', async (input, msg) => {
    const res = await h.call('ipoFullNum', input, { token });
    expect([res.status, res.body]).toEqual([400, { code: 400, msg, data: null }]);
  });

  it('404 for an offering that does not exist', async () => {
    const res = await h.call('ipoSubscribe', { stockCode: 'NOPE', num: 100 }, { token });
    expect([res.status, res.body.msg]).toEqual([404, 'No offering NOPE']);
    expect((await h.call('ipoFullNum', { stockCode: 'NOPE' }, { token })).status).toBe(404);
  });

  it('422 outside the subscription window, and when the IPO account cannot cover amount plus fee', async () => {
    const early = await h.call('ipoSubscribe', { stockCode: 'PLAD', num: 100 }, { token });
    expect(early.status).toBe(422);
    expect(early.body.msg).toMatch(/^Subscription to .+ is open from 2026-12-07 to 2026-12-10$/);
    // 2 lots of CBRS: 5600 + 5.60 > 3000.
    const poor = await h.call('ipoSubscribe', { stockCode: CBRS, num: 200 }, { token });
    expect(poor.status).toBe(422);
    expect(poor.body.msg).toBe(
      'Insufficient funds in IPO: 5605.60 needed (amount 5600.00 + fee 5.60), 3000.00 available',
    );
    await nothingStored();
  });

  it('401 on every IPO call without a login', async () => {
    const calls = [
      h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }),
      h.call('ipoCancel', { id: 1 }),
      h.call('ipoFullNum', { stockCode: CBRS }),
      h.call('ipoSubscription', { stockCode: CBRS }),
      h.call('ipoSubscriptions', {}),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    // The draw's test hook is not there at all on a server without IPO_TEST_HOOKS=1, logged in or not.
    for (const opts of [{}, { token }])
      expect((await h.call('ipoTestRun', { stockCode: CBRS }, opts)).status).toBe(404);
  });

  it("another user's subscription is refused as missing (404), and is not listed for them", async () => {
    const sub = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token });
    const other = await signUp(h);
    const res = await h.call('ipoCancel', { id: sub.body.data.id }, { token: other.token });
    expect([res.status, res.body.msg]).toEqual([404, 'Subscription not found']);
    expect((await h.call('ipoSubscriptions', {}, { token: other.token })).body.data.total).toBe(0);
    expect((await h.call('ipoSubscription', { stockCode: CBRS }, { token: other.token })).body.data).toBeNull();
    expect((await h.call('ipoSubscription', { stockCode: CBRS }, { token })).body.data?.orderState).toBe(0);
  });

  it('the test hook answers 404 unless the server runs with IPO_TEST_HOOKS=1', async () => {
    const res = await h.call('ipoTestRun', { stockCode: CBRS }, { token });
    expect(res.status).toBe(404);
    expect((await h.call('ipoSubscription', { stockCode: CBRS }, { token })).body.data?.orderState).toBe(0);
  });
});
