import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../market-data/catalogue/index.ts';
import { createHarness, type Harness } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const search = async (input: Record<string, unknown>) => {
  const res = await h.call('searchMarkets', { pageSize: 100, ...input });
  expect(res.status).toBe(200);
  return res.body.data;
};
const codes = (rows: { stock_code: string }[]) => rows.map((r) => r.stock_code);

describe('/market/getMakets', () => {
  it('finds by name, case-insensitively, anywhere in the name', async () => {
    expect(codes((await search({ stkName: 'APPLE' })).data)[0]).toBe('AAPL');
    const banks = (await search({ stkName: 'bank' })).data;
    expect(banks.length).toBeGreaterThan(5);
    expect(banks.every((q) => q.name.toLowerCase().includes('bank'))).toBe(true);
  });

  it('finds by code prefix, the exact code first; an index also without its dot', async () => {
    const aa = (await search({ stkcode: 'aa' })).data;
    expect(aa.every((q) => q.stock_code.startsWith('AA'))).toBe(true);
    expect(codes((await search({ stkcode: 'AAPL' })).data)).toEqual(['AAPL']);
    expect(codes((await search({ stkcode: 'C' })).data)[0]).toBe('C');
    expect(codes((await search({ stkcode: 'dji' })).data)).toEqual(['.DJI']);
  });

  it('given name and code, either may match; codes rank before names', async () => {
    const rows = (await search({ stkName: 'gold', stkcode: 'GC' })).data;
    expect(codes(rows)[0]).toBe('GC');
    expect(rows.some((q) => q.name.toLowerCase().includes('gold') && q.stock_code !== 'GC')).toBe(true);
  });

  it('narrows by market, market type and instrument type; a type alone lists the whole class', async () => {
    expect((await search({ stkName: 'bank', market: 'HK' })).data.every((q) => q.market === 'HK')).toBe(true);
    expect(codes((await search({ classify: 3 })).data).sort()).toEqual(catalogue.futures.map((f) => f.code).sort());
    expect((await search({ classify: 22222 })).total).toBe(catalogue.bonds.length);
    expect((await search({ marketType: 'Forex' })).total).toBe(catalogue.forex.length);
    expect((await search({ classify: 1000 })).data.every((q) => q.market === 'HK')).toBe(true);
    expect(codes((await search({ classify: 4 })).data).sort()).toEqual(catalogue.blockTrades.map((b) => b.code).sort());
  });

  it('pages, and finds nothing with an empty page', async () => {
    const page = await h.call('searchMarkets', { stkName: 'a', pageSize: 5, pageNo: 2 });
    expect(page.body.data.data).toHaveLength(5);
    expect(page.body.data.totalPage).toBe(Math.ceil(page.body.data.total / 5));
    expect(await search({ stkName: 'zzqx' })).toEqual({ data: [], pageNo: 1, totalPage: 0, total: 0 });
  });

  it.each([
    [{ market: 'NYSE' }, 'market: must be one of US, HK, ID, INDEX, FUTURES, FOREX, BOND'],
    [{ classify: 7 }, 'classify: must be an instrument type code'],
    [{ classify: '3' }, 'classify: must be an instrument type code'],
    [{ marketType: 'Moon' }, 'marketType: must be one of Forex, Futures, Index, Bond, HK, UB, UsStock, ID'],
    [{ stkName: 'x'.repeat(61) }, 'stkName: must be at most 60 characters'],
    [{ pageNo: 0 }, 'pageNo: must be a whole number from 1'],
    [{ query: 'apple' }, 'query: is not a known field'],
  ])('refuses %j', async (input, msg) => {
    const res = await h.call('searchMarkets', input);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });
});
