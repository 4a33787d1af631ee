import { type Quote, US_LIST_MARKETS } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../market-data/catalogue/index.ts';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { stepHarness } from '../../testing/market.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ MARKET_ALWAYS_OPEN: 'true' });
  for (let i = 0; i < 5; i++) stepHarness(h);
});
afterAll(() => h.close());

type ListName = 'usStockList' | 'hkStockList' | 'idStockList';

async function allPages(name: ListName, query: Record<string, unknown>) {
  const rows: Quote[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await h.call(name, { ...query, pageNo, pageSize: 40 });
    expect(res.status).toBe(200);
    rows.push(...res.body.data.data);
    if (pageNo >= res.body.data.totalPage) return rows;
  }
}

const sortValue = (q: Quote, field: string): Decimal => {
  switch (field) {
    case 'f2':
      return Decimal.from(q.price_nominal);
    case 'f3':
      return Decimal.from(q.change_ratio);
    case 'f4':
      return Decimal.from(q.change);
    case 'f5':
      return Decimal.from(q.volume);
    default:
      return Decimal.from(q.price_nominal).mul(q.volume);
  }
};

describe('stock lists', () => {
  it.each([1, 2, 3] as const)('US market %i lists exactly that exchange’s stocks', async (market) => {
    const exchange = US_LIST_MARKETS[market];
    const rows = await allPages('usStockList', { market });
    expect(rows.every((q) => q.market === 'US' && q.exchange === exchange)).toBe(true);
    const codes = new Set(rows.map((q) => q.stock_code));
    expect(codes.size).toBe(rows.length);
    for (const s of catalogue.usStocks.filter((x) => x.exchange === exchange))
      expect(codes.has(s.code), s.code).toBe(true);
  });

  it('US market 0 is all three exchanges; HK and Indonesia list their own stocks', async () => {
    const all = await allPages('usStockList', { market: 0 });
    expect(new Set(all.map((q) => q.exchange))).toEqual(new Set(['NASDAQ', 'NYSE', 'AMEX']));
    expect(all.length).toBeGreaterThanOrEqual(catalogue.usStocks.length);
    const hk = await allPages('hkStockList', {});
    expect(hk.every((q) => q.market === 'HK' && q.marketType === 'HK' && q.instrumentType === 1000)).toBe(true);
    expect(hk.length).toBeGreaterThanOrEqual(catalogue.hkStocks.length);
    const id = await allPages('idStockList', {});
    expect(id.every((q) => q.market === 'ID' && q.currency === 'IDR')).toBe(true);
    expect(id).toHaveLength(catalogue.idStocks.length);
  });

  it.each(['f2', 'f3', 'f4', 'f5', 'f6'])(
    'sorted by %s, descending and ascending, by exact decimal compare',
    async (sort) => {
      for (const [name, query] of [
        ['usStockList', { market: 0 }],
        ['hkStockList', {}],
      ] as const) {
        const desc = await allPages(name, { ...query, sort, order: 'desc' });
        const asc = await allPages(name, { ...query, sort, order: 'asc' });
        for (let i = 1; i < desc.length; i++) {
          expect(sortValue(desc[i - 1]!, sort).gte(sortValue(desc[i]!, sort)), `${name} ${sort} desc at ${i}`).toBe(
            true,
          );
          expect(sortValue(asc[i - 1]!, sort).lte(sortValue(asc[i]!, sort)), `${name} ${sort} asc at ${i}`).toBe(true);
        }
        expect(new Set(asc.map((q) => q.stock_code))).toEqual(new Set(desc.map((q) => q.stock_code)));
      }
    },
  );

  it('gainers by default: f3 descending, 15 a page', async () => {
    const res = await h.call('usStockList', {});
    expect(res.body.data.data).toHaveLength(15);
    const sorted = await allPages('usStockList', { sort: 'f3', order: 'desc' });
    expect(res.body.data.data.map((q) => q.stock_code)).toEqual(sorted.slice(0, 15).map((q) => q.stock_code));
  });

  it('pages cover the list once; the last page is partial; past the end is empty with the right totalPage', async () => {
    const first = await h.call('idStockList', { pageSize: 7 });
    const { total, totalPage } = first.body.data;
    expect(total).toBe(catalogue.idStocks.length);
    expect(totalPage).toBe(Math.ceil(total / 7));
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= totalPage; pageNo++) {
      const page = (await h.call('idStockList', { pageSize: 7, pageNo })).body.data;
      expect(page.pageNo).toBe(pageNo);
      expect(page.data).toHaveLength(pageNo < totalPage ? 7 : total - 7 * (totalPage - 1));
      seen.push(...page.data.map((q) => q.stock_code));
    }
    expect(new Set(seen).size).toBe(total);
    const past = await h.call('idStockList', { pageSize: 7, pageNo: totalPage + 1 });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual({ data: [], pageNo: totalPage + 1, totalPage, total });
    const one = await h.call('hkStockList', { pageSize: 100 });
    expect(one.body.data.totalPage).toBe(1);
  });

  it.each([
    [{ market: 9 }, 'market: must be 0, 1, 2 or 3'],
    [{ market: 'NASDAQ' }, 'market: must be 0, 1, 2 or 3'],
    [{ sort: 'f9' }, 'sort: must be one of f2, f3, f4, f5, f6'],
    [{ order: 'up' }, 'order: must be one of desc, asc'],
    [{ pageNo: 0 }, 'pageNo: must be a whole number from 1'],
    [{ pageNo: 1.5 }, 'pageNo: must be a whole number from 1'],
    [{ pageNo: 'x' }, 'pageNo: must be a whole number from 1'],
    [{ pageSize: 1000 }, 'pageSize: must be a whole number from 1 to 100'],
    [{ pageSize: 0 }, 'pageSize: must be a whole number from 1 to 100'],
    [{ exchange: 'NYSE' }, 'exchange: is not a known field'],
  ])('refuses %j with 400 "%s"', async (query, msg) => {
    const res = await h.call('usStockList', query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('refuses a bad page on the HK and Indonesia lists too', async () => {
    for (const name of ['hkStockList', 'idStockList'] as const) {
      expect((await h.call(name, { pageNo: 0 })).body.msg).toBe('pageNo: must be a whole number from 1');
      expect((await h.call(name, { pageSize: 101 })).status).toBe(400);
      expect((await h.call(name, { market: 1 })).body.msg).toBe('market: is not a known field');
    }
  });

  it('sorts and writes a page once per feed step: requests between steps share them', async () => {
    const lists = h.ctx.market.lists;
    const view = lists.sorted('US', 'f3', 'desc');
    const page = lists.page('US', 'f3', 'desc', { pageNo: 2, pageSize: 15 });
    const before = await h.call('usStockList', { pageNo: 2 });
    expect(lists.sorted('US', 'f3', 'desc')).toBe(view);
    expect(lists.page('US', 'f3', 'desc', { pageNo: 2, pageSize: 15 })).toBe(page);
    stepHarness(h);
    expect(lists.sorted('US', 'f3', 'desc')).not.toBe(view);
    const after = await h.call('usStockList', { pageNo: 2 });
    expect(after.body.data.data).not.toEqual(before.body.data.data);
  });
});
