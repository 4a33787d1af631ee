import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType } from '@bourse/contract';
import { expectLedgerSound } from '../../testing/money.ts';
import {
  createTradingHarness,
  marketOrder,
  type OrderInputOf,
  type TradingHarness,
  trader,
} from '../../testing/trading.ts';
import { ok, tradingProblems } from '../../testing/trading-checks.ts';

let h: TradingHarness;
let u: Awaited<ReturnType<typeof trader>>;
const ids: Record<string, number> = {};
const orders: Record<string, number> = {};

/** MM-DD-YYYY HH:mm:ss of `ms` in a zone `offsetHours` ahead of UTC (no DST), worked out without Intl. */
function at(ms: number, offsetHours: number) {
  const [date = '', time = ''] = new Date(ms + offsetHours * 3_600_000).toISOString().split('T');
  const [y, m, d] = date.split('-');
  return `${m}-${d}-${y} ${time.slice(0, 8)}`;
}

beforeAll(async () => {
  h = await createTradingHarness();
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
  await h.quote('US', 'MSFT', { bid: '420.00', ask: '420.02' });
  u = await trader(h, '10000');
  const place = async (name: string, input: Partial<OrderInputOf>, code = 'AAPL') => {
    h.advance(1000);
    const res = ok(await h.call('createStockOrder', marketOrder(code, 'US', 1, input), { token: u.token }));
    if (res.position) ids[name] = res.position.id;
    orders[name] = res.order.orderId;
  };
  await place('aapl1', {});
  await place('aapl2', { marginMode: 0 });
  await place('msft', {}, 'MSFT');
  await place('aapl3', { direction: 1 });
  await place('limitBuy', { orderType: 1, price: '150.00', timeInForce: 'gtc' });
  await place('limitSell', { orderType: 1, price: '250.00', direction: 1 });
  // Close MSFT at 420.00: P&L (420.00 − 420.02) × 1 = −0.02, fee 1.00 → −1.02
  h.advance(1000);
  ok(await h.call('closePosition', { id: ids.msft ?? 0 }, { token: u.token }));
});
afterAll(async () => {
  expect(await tradingProblems(h.ctx.db)).toEqual([]);
  await expectLedgerSound(h);
  await h.close();
});

describe('POST /position/me', () => {
  it('lists open positions newest first, in pages', async () => {
    const all = ok(await h.call('positions', {}, { token: u.token }));
    expect(all).toMatchObject({ pageNo: 1, totalPage: 1, total: 3 });
    expect(all.data.map((p) => p.id)).toEqual([ids.aapl3, ids.aapl2, ids.aapl1]);
    expect(all.data.map((p) => [p.direction, p.isolatedPosition])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);

    const page1 = ok(await h.call('positions', { pageSize: 2 }, { token: u.token }));
    const page2 = ok(await h.call('positions', { pageSize: 2, pageNo: 2 }, { token: u.token }));
    expect([page1.totalPage, page1.total, page1.data.map((p) => p.id)]).toEqual([2, 3, [ids.aapl3, ids.aapl2]]);
    expect([page2.pageNo, page2.data.map((p) => p.id)]).toEqual([2, [ids.aapl1]]);
  });

  it('filters by account and by instrument', async () => {
    expect(ok(await h.call('positions', { account: 'forex' }, { token: u.token })).total).toBe(0);
    expect(ok(await h.call('positions', { account: 'stock' }, { token: u.token })).total).toBe(3);
    const aapl = ok(await h.call('positions', { stockCode: 'AAPL', market: 'US' }, { token: u.token }));
    expect(aapl.data.map((p) => p.stockCode)).toEqual(['AAPL', 'AAPL', 'AAPL']);
    expect(ok(await h.call('positions', { stockCode: 'MSFT' }, { token: u.token })).total).toBe(0);
    expect(ok(await h.call('positions', { stockCode: 'AAPL', market: 'HK' }, { token: u.token })).total).toBe(0);
  });

  it('shows nobody else’s positions', async () => {
    const other = await trader(h, '10');
    expect(ok(await h.call('positions', {}, { token: other.token }))).toEqual({
      data: [],
      pageNo: 1,
      totalPage: 0,
      total: 0,
    });
  });
});

describe('POST /position/getByStock', () => {
  it('answers the newest open position in that instrument and direction, or null', async () => {
    expect(ok(await h.call('positionByStock', { stockCode: 'AAPL', direction: 0 }, { token: u.token }))).toEqual({
      id: ids.aapl2,
      positionNum: 1,
      isolatedPosition: 1,
    });
    expect(
      ok(await h.call('positionByStock', { stockCode: 'AAPL', direction: 1, market: 'US' }, { token: u.token })),
    ).toEqual({ id: ids.aapl3, positionNum: 1, isolatedPosition: 0 });
    expect(ok(await h.call('positionByStock', { stockCode: 'MSFT', direction: 0 }, { token: u.token }))).toBeNull();
  });
});

describe('POST /position/consignList', () => {
  it('lists the resting orders newest first, with what each froze and the live price it waits on', async () => {
    const list = ok(await h.call('entrustedOrders', {}, { token: u.token }));
    expect(list.total).toBe(2);
    // buy 1 at 150.00, leverage 1: 150.00 + fee max(0.15 → 1.00) = 151.00; sell 1 at 250.00: 250.00 + 1.00
    expect(list.data.map((o) => [o.orderId, o.direction, o.consignPrice, o.consignAmount, o.currentPrice])).toEqual([
      [orders.limitSell, 1, '250', '251.00', '199.99'],
      [orders.limitBuy, 0, '150', '151.00', '200.01'],
    ]);
    expect(list.data.map((o) => [o.status, o.statusLabel, o.timeInForce])).toEqual([
      [0, 'In Progress', 'day'],
      [0, 'In Progress', 'gtc'],
    ]);
    expect(list.data[0]?.expireTimeTimestamp).toBeGreaterThan(h.ctx.now());
    expect(list.data[1]?.expireTimeTimestamp).toBeNull();
    expect(ok(await h.call('entrustedOrders', { account: 'forex' }, { token: u.token })).total).toBe(0);
    const paged = ok(await h.call('entrustedOrders', { pageSize: 1, pageNo: 2 }, { token: u.token }));
    expect([paged.totalPage, paged.data.map((o) => o.orderId)]).toEqual([2, [orders.limitBuy]]);
  });
});

describe('POST /position/flatList', () => {
  it('lists the closes with entry and exit, the value, the realised profit after the fee and why', async () => {
    const list = ok(await h.call('closedPositions', {}, { token: u.token }));
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      positionId: ids.msft,
      stockCode: 'MSFT',
      positionType: InstrumentType.stock,
      direction: 0,
      buyPrice: '420.02',
      sellPrice: '420',
      sellNum: 1,
      sellTotalAmount: '420.00',
      fee: '1.00',
      sellProfit: '-1.02', // (420.00 − 420.02) × 1 − 1.00
      writeOff: '0.00',
      reason: 'manual',
      reasonLabel: 'Closed by you',
    });
    expect(ok(await h.call('closedPositions', { account: 'forex' }, { token: u.token })).total).toBe(0);
  });
});

describe('POST /position/water/pageList', () => {
  it('lists every fill newest first; type 0 the opens, 1 the closes; times in the asked zone', async () => {
    const all = ok(await h.call('tradeRecords', { timeZone: 'Asia/Hong_Kong' }, { token: u.token }));
    // 4 opens and 1 close; the resting limits have not filled
    expect(all.total).toBe(5);
    expect(all.data.map((r) => [r.stockCode, r.openClose, r.direction])).toEqual([
      ['MSFT', 1, 0],
      ['AAPL', 0, 1],
      ['MSFT', 0, 0],
      ['AAPL', 0, 0],
      ['AAPL', 0, 0],
    ]);
    for (const r of all.data) expect(r.createTime).toBe(at(r.createTimeTimestamp, 8));
    const utc = ok(await h.call('tradeRecords', { pageSize: 1 }, { token: u.token }));
    expect(utc.data[0]?.createTime).toBe(at(utc.data[0]?.createTimeTimestamp ?? 0, 0));
    expect(utc.totalPage).toBe(5);

    const opens = ok(await h.call('tradeRecords', { type: 0 }, { token: u.token }));
    const closes = ok(await h.call('tradeRecords', { type: 1 }, { token: u.token }));
    expect(opens.data.map((r) => r.openClose)).toEqual([0, 0, 0, 0]);
    expect(closes.data.map((r) => [r.openClose, r.currentPrice, r.totalPrice, r.premium, r.profit, r.reason])).toEqual([
      [1, '420', '420.00', '1.00', '-1.02', 'manual'],
    ]);
  });

  it('refuses an unknown type or time zone (400, naming the field)', async () => {
    const bad = await h.call('tradeRecords', { type: 2 }, { token: u.token });
    expect(bad.body).toMatchObject({ code: 400, msg: 'type: must be 0 (open) or 1 (close)' });
    const zone = await h.call('tradeRecords', { timeZone: 'Mars/Olympus' }, { token: u.token });
    expect(zone.body).toMatchObject({ code: 400, msg: 'timeZone: must be an IANA time zone such as America/New_York' });
  });
});
