import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, CBRS, createIpoHarness, IPO_START, ipoInvestor } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

describe('subscribing to an IPO from the IPO account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createIpoHarness();
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  it('freezes 3 lots of CBRS at 28.00 (8400.00) plus the 8.40 fee, and shows it as a pending Subscription', async () => {
    const u = await ipoInvestor(h, '10000');
    const full = await h.call('ipoFullNum', { stockCode: CBRS }, { token: u.token });
    // 3 lots cost 8408.40, 4 lots 11211.20: 300 shares is the most 10000 covers.
    expect(full.body.data).toMatchObject({
      fullNum: 300,
      lotSize: 100,
      issuePrice: '28.00',
      orderable: '10000.00',
      open: 1,
    });

    const res = await h.call('ipoSubscribe', { stockCode: CBRS, num: 300 }, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      stockCode: CBRS,
      stockName: 'Cerebras Systems Inc.',
      orderState: 0,
      planUnitAmount: '28.00',
      // Nothing is paid per share until shares are won.
      unitAmount: '0',
      planNum: 300,
      equityNum: 0,
      amount: '8400.00',
      fee: '8.40',
      actualAmount: '0.00',
      pendingAmount: '8408.40',
      cancellable: 1,
      marketDateTimestamp: utc(2026, 11, 30, 5),
      drawDateTimestamp: utc(2026, 11, 25, 5),
      subscriptionTimestamp: IPO_START,
      modifyTimeTimestamp: IPO_START,
    });
    expect(await wallet(h, u.token, 'ipo')).toMatchObject({ balance: '1591.60', usedBalance: '8408.40' });

    const list = await h.call('ipoSubscriptions', {}, { token: u.token });
    expect(list.body.data.data.map((s) => [s.stockCode, s.orderState])).toEqual([[CBRS, 0]]);
    const one = await h.call('ipoSubscription', { stockCode: CBRS }, { token: u.token });
    expect(one.body.data?.id).toBe(res.body.data.id);
  });

  it('refuses a second subscription to the same offering (409), and takes one after a cancel', async () => {
    const u = await ipoInvestor(h, '10000');
    const first = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: u.token });
    const subscribedAt = h.ctx.now();
    expect(first.body.data.modifyTimeTimestamp).toBe(subscribedAt);
    h.advance(60_000);
    const again = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: u.token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('You have already subscribed to Cerebras Systems Inc.');

    const cancelled = await h.call('ipoCancel', { id: first.body.data.id }, { token: u.token });
    expect(cancelled.status).toBe(200);
    // The cancel is the subscription's last change, a minute after it was made.
    expect(cancelled.body.data).toMatchObject({
      refund: '2802.80',
      unitAmount: '0',
      subscriptionTimestamp: subscribedAt,
      modifyTimeTimestamp: subscribedAt + 60_000,
    });
    expect(await wallet(h, u.token, 'ipo')).toMatchObject({ balance: '10000.00', usedBalance: '0.00' });
    expect((await h.call('ipoCancel', { id: first.body.data.id }, { token: u.token })).status).toBe(409);
    expect((await h.call('ipoSubscriptions', {}, { token: u.token })).body.data.total).toBe(0);

    const second = await h.call('ipoSubscribe', { stockCode: CBRS, num: 200 }, { token: u.token });
    expect(second.status).toBe(200);
  });

  it('once the window closes the subscription waits for the allotment (state 3) and can no longer be cancelled', async () => {
    const u = await ipoInvestor(h, '5000');
    const sub = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: u.token });
    advanceTo(h, utc(2026, 11, 24, 15)); // the last day: still open
    expect((await h.call('ipoSubscription', { stockCode: CBRS }, { token: u.token })).body.data?.orderState).toBe(0);
    advanceTo(h, utc(2026, 11, 25, 6)); // the draw date in New York: closed, not drawn yet
    const waiting = await h.call('ipoSubscription', { stockCode: CBRS }, { token: u.token });
    // Closing the window changes nothing stored: the last change is still the subscription.
    expect(waiting.body.data).toMatchObject({
      orderState: 3,
      cancellable: 0,
      pendingAmount: '2802.80',
      unitAmount: '0',
      modifyTimeTimestamp: sub.body.data.modifyTimeTimestamp,
    });
    const cancel = await h.call('ipoCancel', { id: sub.body.data.id }, { token: u.token });
    expect(cancel.status).toBe(422);
    expect(cancel.body.msg).toBe(
      'The subscription window of Cerebras Systems Inc. has closed; it can no longer be cancelled',
    );
    const late = await h.call('ipoSubscribe', { stockCode: 'DBRX', num: 100 }, { token: u.token });
    expect(late.status).toBe(422);
  });
});
