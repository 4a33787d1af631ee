import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipos as staticIpos } from '../../market-data/catalogue/ipos.ts';
import { InstrumentRegistry } from '../../market-data/instruments.ts';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { advanceTo, ipoInvestor } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

// 2027-06-15, past the static calendar: only the rolling calendar's simulated offerings are open.
const START = utc(2027, 6, 15, 15);
const noon = (date: string) => Date.parse(`${date}T16:00:00Z`);

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, { startMs: START });
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const openGenerated = (market: 'US' | 'HK') => {
  const o = h.ctx.market.instruments.offerings.find(
    (x) =>
      x.market === market &&
      !staticIpos.includes(x) &&
      x.subscriptionStart <= '2027-06-15' &&
      '2027-06-15' <= x.subscriptionEnd,
  );
  if (!o) throw new Error(`no ${market} offering open on 2027-06-15`);
  return o;
};

describe('a generated offering of the rolling calendar', () => {
  it('is listed as subscribing and takes subscriptions in USD and HKD', async () => {
    const us = openGenerated('US');
    const hk = openGenerated('HK');
    const list = (await h.call('ipoList', { pageSize: 100, pageNo: 1 })).body.data;
    expect(list.total).toBe(h.ctx.market.instruments.offerings.length);
    const all = (
      await Promise.all(
        Array.from({ length: list.totalPage }, (_, i) => h.call('ipoList', { pageSize: 100, pageNo: i + 1 })),
      )
    ).flatMap((r) => r.body.data.data);
    expect(all.find((r) => r.symbol === us.symbol)).toMatchObject({ status: 'subscribing', name: us.name });
    expect(all.find((r) => r.symbol === hk.symbol)).toMatchObject({ status: 'subscribing', name: hk.name });

    const u = await ipoInvestor(h, '30000');
    for (const o of [us, hk]) {
      const res = await h.call('ipoSubscribe', { stockCode: o.symbol, num: o.lotSize }, { token: u.token });
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toMatchObject({ stockCode: o.symbol, orderState: 0, planNum: o.lotSize });
    }
    expect((await h.call('ipoSubscriptions', {}, { token: u.token })).body.data.total).toBe(2);
  });

  it('is drawn on its draw date and its won shares become a holding of a quoted instrument on its listing date', async () => {
    const us = openGenerated('US');
    const u = await ipoInvestor(h, '10000');
    expect((await h.call('ipoSubscribe', { stockCode: us.symbol, num: 100 }, { token: u.token })).status).toBe(200);

    advanceTo(h, noon(us.drawDate));
    await h.ipo.sweep();
    const drawn = (await h.call('ipoSubscription', { stockCode: us.symbol }, { token: u.token })).body.data;
    // QRJA (55.00 USD, 51,000,000 shares): its tranche has more lots than applications, so one lot is always won.
    expect(us.symbol).toBe('QRJA');
    expect(drawn).toMatchObject({ orderState: 1, equityNum: 100 });
    const draw = await h.ctx.db.selectFrom('ipo_draws').selectAll().where('symbol', '=', us.symbol).execute();
    expect(draw.map((d) => d.applications)).toEqual([2]);

    advanceTo(h, noon(us.listingDate));
    await h.ipo.sweep();
    const inst = h.ctx.market.instruments.get('US', us.symbol);
    expect(inst && InstrumentRegistry.isListed(inst, h.ctx.now())).toBe(true);
    const positions = (await h.call('positions', { account: 'stock' }, { token: u.token })).body.data.data;
    expect(positions).toMatchObject([{ stockCode: us.symbol, positionNum: 100, direction: 0, marketEntryPrice: '55' }]);
    expect(await wallet(h, u.token, 'ipo')).toMatchObject({ usedBalance: '0.00' });
  });
});
