import { type Candle, Decimal, exchangeDate, parseTickSize } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../market-data/catalogue/index.ts';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { formatDateTime } from '../../platform/time.ts';
import { stepHarness } from '../../testing/market.ts';
import { ipoStatus } from './offerings.ts';

const DAY = 86_400_000;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ MARKET_ALWAYS_OPEN: 'true' });
  for (let i = 0; i < 5; i++) stepHarness(h);
});
afterAll(() => h.close());

const codes = (rows: { stock_code: string }[]) => rows.map((r) => r.stock_code);
const firstWithSector = (sector: string) => catalogue.usStocks.find((s) => s.sector === sector)!.code;

describe('index cards', () => {
  it('topIndex type 0 gives the ten indices of the Preview map, 1 the US headline indices, 2 every index', async () => {
    const map = (await h.call('topIndex', { type: 0 })).body.data;
    expect(codes(map)).toEqual([
      '.SPX',
      '.GSPTSE',
      '.BVSP',
      '.FTSE',
      '.GDAXI',
      '.N225',
      '.HSI',
      '.SSEC',
      '.BSESN',
      '.AXJO',
    ]);
    const us = (await h.call('topIndex', { type: 1 })).body.data;
    expect(codes(us).slice(0, 3)).toEqual(['.DJI', '.SPX', '.IXIC']);
    expect(us.every((q) => q.exchange === 'NYSE' || q.exchange === 'NASDAQ')).toBe(true);
    const all = (await h.call('topIndex', { type: 2 })).body.data;
    expect(codes(all)).toEqual(catalogue.indices.map((i) => i.code));
    expect(all.every((q) => q.source === 'INDEX' && q.marketType === 'Index' && q.instrumentType === 99)).toBe(true);
  });

  it.each([[{ type: 3 }], [{ type: 'us' }], [{}], [{ type: 1, region: 'x' }]])('topIndex refuses %j', async (q) => {
    expect((await h.call('topIndex', q)).status).toBe(400);
  });

  it('global_index lists each region by prominence: .DJI, .SPX, .IXIC and .FTSE, .GDAXI, .FCHI first', async () => {
    const { amerciaList, europeList, asiaList } = (await h.call('globalIndex')).body.data;
    expect(codes(amerciaList).slice(0, 3)).toEqual(['.DJI', '.SPX', '.IXIC']);
    expect(codes(europeList).slice(0, 3)).toEqual(['.FTSE', '.GDAXI', '.FCHI']);
    expect(codes(asiaList)).toContain('.N225');
    expect(amerciaList.length + europeList.length + asiaList.length).toBe(catalogue.indices.length);
  });

  it('HK and Indonesia cards are their home indices', async () => {
    expect(codes((await h.call('hkTopIndex')).body.data)).toEqual(['.HSI', '.HSCE', '.HSTECH']);
    expect(codes((await h.call('idTopIndex')).body.data)).toEqual(['.JKSE', '.JKLQ45']);
  });
});

describe('/m_ft/stock_detail_ft', () => {
  it('answers the quote with profile, 52-week range, New York time and related futures by sector', async () => {
    const res = await h.call('stockDetail', { stockCode: 'XOM', market: 'US' });
    expect(res.status).toBe(200);
    const { stockInfo, selfSelectStatus, currencyUsDatetime, relatedFutures } = res.body.data;
    expect(stockInfo).toMatchObject({ ...h.ctx.market.live('US', 'XOM')!.quote, sector: 'Energy', lotSize: 1 });
    expect(stockInfo.futures).toBeUndefined();
    expect(stockInfo.profile).toBe(
      'Exxon Mobil Corporation (XOM) is listed on the New York Stock Exchange in the Energy sector. ' +
        'Its shares trade in USD in lots of 1 share, with a minimum price step of 0.01 USD.',
    );
    expect(Decimal.from(stockInfo.high52w).gte(stockInfo.high)).toBe(true);
    expect(Decimal.from(stockInfo.low52w).lte(stockInfo.low)).toBe(true);
    expect(selfSelectStatus).toBe(0);
    expect(currencyUsDatetime).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(currencyUsDatetime).toBe(formatDateTime(h.ctx.now(), 'America/New_York'));
    expect(codes(relatedFutures)).toEqual(['CL', 'BZ', 'NG']);
  });

  it.each([
    ['Materials', ['GC', 'SI', 'HG']],
    ['Consumer Staples', ['ZC', 'ZS', 'ZW', 'KC', 'SB']],
    ['Information Technology', ['GC', 'CL']],
  ])('relates %s stocks to %j', async (sector, expected) => {
    const res = await h.call('stockDetail', { stockCode: firstWithSector(sector), market: 'US' });
    expect(codes(res.body.data.relatedFutures)).toEqual(expected);
  });

  it('gives futures their contract terms and open interest', async () => {
    const { stockInfo, relatedFutures } = (await h.call('stockDetail', { stockCode: 'GC', market: 'FUTURES' })).body
      .data;
    const live = h.ctx.market.live('FUTURES', 'GC')!;
    expect(stockInfo.futures).toEqual({
      openInterest: live.tick.openInterest,
      openInterestChange: live.tick.openInterestChange,
      prevSettle: live.tick.prevSettle,
      expiryDate: '2027-02-24',
      lastTradingDay: '2027-02-24',
      contractCode: 'GCG27',
      contractSize: '100',
      unit: 'troy oz',
    });
    expect(stockInfo.profile).toContain('One contract is 100 troy oz');
    expect(codes(relatedFutures)).toEqual(['CL']);
  });

  it('says whether the instrument is on the caller’s watchlist', async () => {
    const u = await signUp(h);
    const ask = async () =>
      (await h.call('stockDetail', { stockCode: '00700', market: 'HK' }, { token: u.token })).body.data
        .selfSelectStatus;
    expect(await ask()).toBe(0);
    await h.call('watchlistSave', { stockCode: '00700', market: 'HK' }, { token: u.token });
    expect(await ask()).toBe(1);
    const other = await signUp(h);
    expect(
      (await h.call('stockDetail', { stockCode: '00700', market: 'HK' }, { token: other.token })).body.data
        .selfSelectStatus,
    ).toBe(0);
  });

  it.each([
    [{ stockCode: 'NOPE', market: 'US' }, 404, 'Instrument not found'],
    [{ stockCode: 'AAPL', market: 'HK' }, 404, 'Instrument not found'],
    [{ stockCode: 'AAPL', market: 'NYSE' }, 400, 'market: must be one of US, HK, ID, INDEX, FUTURES, FOREX, BOND'],
    [{ market: 'US' }, 400, 'stockCode: is required'],
    [{ stockCode: 'AAPL' }, 400, 'market: is required'],
  ])('answers %j with %i', async (q, status, msg) => {
    const res = await h.call('stockDetail', q);
    expect(res.status).toBe(status);
    expect(res.body.msg).toBe(msg);
  });
});

describe('/m_ft/kline and /m_ft/historicalData', () => {
  it.each(['intraday', '1D', '1W', '1M', '3M', '1Y'] as const)('%s candles end at the live price', async (type) => {
    const res = await h.call('kline', { stockCode: 'AAPL', market: 'US', type });
    expect(res.status).toBe(200);
    const { candles, prevClose } = res.body.data;
    const quote = h.ctx.market.live('US', 'AAPL')!.quote;
    expect(prevClose).toBe(quote.prevClose);
    expect(candles.at(-1)?.close).toBe(quote.price_nominal);
    for (let i = 1; i < candles.length; i++) expect(candles[i]!.t).toBeGreaterThan(candles[i - 1]!.t);
    const count = {
      intraday: [1, 1440],
      // A day of 5-minute candles: 288, or 289 when the session (around the clock here) does not start on a
      // candle's boundary, so a part-candle opens it and another closes it.
      '1D': [1, 289],
      '1W': [3, 6],
      '1M': [17, 24],
      '3M': [55, 68],
      '1Y': [240, 260],
    };
    const [min, max] = count[type];
    expect(candles.length).toBeGreaterThanOrEqual(min!);
    expect(candles.length).toBeLessThanOrEqual(max!);
  });

  it('each period spans what it names: 1D the last session in 5-minute candles, 1W to 3M the tail of 1Y', async () => {
    const kline = async (type: string) =>
      (await h.call('kline', { stockCode: 'AAPL', market: 'US', type })).body.data.candles as Candle[];
    const minutes = await kline('intraday');
    const day = await kline('1D');
    expect(day.length).toBe(new Set(minutes.map((c) => Math.floor(c.t / 300_000))).size);
    expect(day[0]?.open).toBe(minutes[0]?.open);
    for (const c of day.slice(1)) expect(c.t % 300_000).toBe(0);
    expect(day.at(-1)!.t - day[0]!.t).toBeLessThan(DAY);

    const year = await kline('1Y');
    const lastDay = year.at(-1)!.t;
    for (const [type, span] of [
      ['1W', 7 * DAY],
      ['1M', 31 * DAY],
      ['3M', 92 * DAY],
    ] as const) {
      const candles = await kline(type);
      expect(year.slice(-candles.length)).toEqual(candles);
      expect(lastDay - candles[0]!.t).toBeLessThan(span);
      // The candle before the span lies outside it: nothing of the span is left out.
      expect(lastDay - year.at(-candles.length - 1)!.t).toBeGreaterThanOrEqual(span - 3 * DAY);
    }
    expect(lastDay - year[0]!.t).toBeGreaterThan(360 * DAY);
  });

  it('3M is exactly the tail of 1Y', async () => {
    const year = (await h.call('kline', { stockCode: '00700', market: 'HK', type: '1Y' })).body.data.candles;
    const quarter = (await h.call('kline', { stockCode: '00700', market: 'HK', type: '3M' })).body.data.candles;
    expect(year.slice(-quarter.length)).toEqual(quarter);
  });

  it.each([
    [{ stockCode: 'AAPL', market: 'US', type: '5Y' }, 'type: must be one of intraday, 1D, 1W, 1M, 3M, 1Y'],
    [{ stockCode: 'AAPL', market: 'XX', type: '1D' }, 'market: must be one of US, HK, ID, INDEX, FUTURES, FOREX, BOND'],
    [{ stockCode: 'AAPL', market: 'US' }, 'type: is required'],
  ])('kline refuses %j', async (q, msg) => {
    const res = await h.call('kline', q);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('historicalData pages daily rows newest first, the first being the live day', async () => {
    const res = await h.call('historicalData', { stockCode: 'BBCA', market: 'ID', pageSize: 10 });
    expect(res.status).toBe(200);
    const quote = h.ctx.market.live('ID', 'BBCA')!.quote;
    const [today, yesterday] = res.body.data.data;
    expect(today).toMatchObject({ close: quote.price_nominal, zde: quote.change, df: quote.change_ratio });
    expect(yesterday?.close).toBe(quote.prevClose);
    expect(res.body.data.total).toBeGreaterThan(240);
    const last = await h.call('historicalData', {
      stockCode: 'BBCA',
      market: 'ID',
      pageSize: 10,
      pageNo: res.body.data.totalPage + 1,
    });
    expect(last.body.data.data).toEqual([]);
    expect((await h.call('historicalData', { stockCode: 'BBCA', market: 'ID', pageNo: 0 })).status).toBe(400);
    expect((await h.call('historicalData', { stockCode: 'ZZZZ', market: 'ID' })).status).toBe(404);
  });
});

describe('IPOs and block trades', () => {
  it('lists every offering with its status worked out from the dates on its exchange', async () => {
    const res = await h.call('ipoList', { pageSize: 100 });
    const { offerings } = h.ctx.market.instruments;
    expect(res.body.data.total).toBe(offerings.length);
    for (const row of res.body.data.data) {
      const offering = offerings.find((o) => o.symbol === row.symbol)!;
      expect(row.status).toBe(ipoStatus(offering, exchangeDate(offering.market, h.ctx.now())));
      expect(row.localLogoUrl).toBe(`/logo/${offering.market}/${offering.symbol}.svg`);
    }
    expect((await h.call('ipoList', { pageSize: 1000 })).status).toBe(400);
  });

  it('derives the status: upcoming, subscribing, drawing, awaiting listing, listed', () => {
    const o = h.ctx.market.instruments.ipo('CBRS')!; // 11-19 … 11-24, draw 11-25, lists 11-30
    expect(ipoStatus(o, '2026-11-18')).toBe('upcoming');
    expect(ipoStatus(o, '2026-11-19')).toBe('subscribing');
    expect(ipoStatus(o, '2026-11-24')).toBe('subscribing');
    expect(ipoStatus(o, '2026-11-25')).toBe('drawing');
    expect(ipoStatus(o, '2026-11-27')).toBe('awaitingListing');
    expect(ipoStatus(o, '2026-11-30')).toBe('listed');
  });

  it('block-trade rows carry the price less the discount, rounded down to the tick, and at least 10,000 shares', async () => {
    const res = await h.call('blockTradeList', { pageSize: 100 });
    expect(res.body.data.total).toBe(catalogue.blockTrades.length);
    for (const row of res.body.data.data) {
      const tick = parseTickSize(h.ctx.market.live(row.market, row.stock_code)!.inst.tickSize);
      const exact = Decimal.from(row.price_nominal).mul(Decimal.ONE.sub(row.discountRate));
      const block = Decimal.from(row.blockPrice);
      expect(block.lte(exact) && exact.sub(block).lt(tick.decimal), row.stock_code).toBe(true);
      expect(block.scaled % tick.decimal.scaled).toBe(0n);
      expect(row).toMatchObject({ source: 'BLOCK', marketType: 'Bond', channel: `Bond.${row.stock_code}` });
      expect(row.minQuantity).toBeGreaterThanOrEqual(10_000);
    }
  });
});

describe('lookups', () => {
  it.each([
    ['aapl', 'US', 'AAPL'],
    ['00700', 'HK', '00700'],
    ['.DJI', 'INDEX', '.DJI'],
    ['GC', 'FUTURES', 'GC'],
    ['eurusd', 'FOREX', 'EURUSD'],
  ])('getStock %s finds %s:%s', async (symbol, market, code) => {
    const res = await h.call('getStock', { symbol });
    expect(res.body.data).toMatchObject({ market, stock_code: code });
  });

  it('getStock answers 404 for an unknown symbol and 400 without one', async () => {
    expect((await h.call('getStock', { symbol: 'NOPE' })).body).toEqual({
      code: 404,
      msg: 'Instrument not found',
      data: null,
    });
    expect((await h.call('getStock', {})).body.msg).toBe('symbol: is required');
  });

  it('getMaket answers the market information of a code', async () => {
    expect((await h.call('getMarket', { stkcode: '00700' })).body.data).toEqual({
      stock_code: '00700',
      name: 'Tencent Holdings Limited',
      market: 'HK',
      source: 'HK',
      marketType: 'HK',
      classify: 1000,
      exchange: 'HKEX',
      currency: 'HKD',
      localLogoUrl: '/logo/HK/00700.svg',
    });
    expect((await h.call('getMarket', { stkcode: 'EURUSD', market: 'FOREX' })).body.data).toMatchObject({
      marketType: 'Forex',
      classify: 2,
    });
    expect((await h.call('getMarket', { stkcode: 'AAPL', market: 'HK' })).status).toBe(404);
    expect((await h.call('getMarket', { stkcode: 'AAPL', market: 'NYSE' })).status).toBe(400);
    expect((await h.call('getMarket', {})).body.msg).toBe('stkcode: is required');
  });

  it.each([
    [{ stockCode: 'AAPL', market: 'US' }, 1],
    [{ stockCode: '00700', market: 'HK' }, 100],
    [{ stockCode: 'BBCA' }, 100],
    [{ stockCode: 'EURUSD' }, 1000],
    [{ stockCode: 'AAPL', source: 'BLOCK' }, 10_000],
    [{ stockCode: 'CNVA', source: 'IPO' }, 100],
  ])('getMinCount %j is %i', async (input, num) => {
    expect((await h.call('minCount', input)).body.data).toEqual({ num });
  });

  it('getMinCount answers 404 for an unknown code and 400 for a bad source', async () => {
    expect((await h.call('minCount', { stockCode: 'NOPE' })).status).toBe(404);
    expect((await h.call('minCount', { stockCode: 'NOPE', source: 'IPO' })).status).toBe(404);
    expect((await h.call('minCount', { stockCode: 'AAPL', source: 'OTC' })).status).toBe(400);
  });

  it('feedInfo says the prices are simulated', async () => {
    const info = (await h.call('feedInfo')).body.data;
    expect(info).toMatchObject({ provider: 'simulator', simulated: true, alwaysOpen: true, intervalMs: 1000 });
    expect(info.sessions.map((s) => s.market)).toEqual(['US', 'HK', 'ID', 'FUTURES', 'FOREX']);
  });
});

describe('/stocka_trading_day/getPageList', () => {
  it('lists every date with its session times, holidays by name, weekends as such', async () => {
    const res = await h.call('tradingDays', { market: 'US', from: '2026-11-25', pageSize: 5 });
    expect(res.status).toBe(200);
    const [wed, thanksgiving, fri, sat] = res.body.data.data;
    expect(wed).toMatchObject({ date: '2026-11-25', market: 'US', isTradingDay: true, note: '' });
    expect(wed?.openTimeTimestamp).toBe(Date.UTC(2026, 10, 25, 14, 30));
    expect(wed?.closeTimeTimestamp).toBe(Date.UTC(2026, 10, 25, 21, 0));
    expect(thanksgiving).toEqual({
      date: '2026-11-26',
      market: 'US',
      isTradingDay: false,
      openTimeTimestamp: null,
      closeTimeTimestamp: null,
      note: 'Thanksgiving Day',
    });
    expect(fri?.isTradingDay).toBe(true);
    expect(sat).toMatchObject({ isTradingDay: false, note: 'Weekend' });
    expect(res.body.data.total).toBe(402); // 2026-11-25 … 2027-12-31
  });

  it('has each market’s own holidays and pages to the end of the calendar', async () => {
    const hk = await h.call('tradingDays', { market: 'HK', from: '2027-02-08', pageSize: 2 });
    expect(hk.body.data.data.map((d) => d.note)).toEqual([
      'The third day of Lunar New Year',
      'The fourth day of Lunar New Year',
    ]);
    const id = await h.call('tradingDays', { market: 'ID', from: '2027-12-30', pageSize: 5 });
    expect(id.body.data.data.map((d) => [d.date, d.isTradingDay])).toEqual([
      ['2027-12-30', true],
      ['2027-12-31', false],
    ]);
    const past = await h.call('tradingDays', { market: 'ID', from: '2027-12-30', pageSize: 5, pageNo: 2 });
    expect(past.body.data).toEqual({ data: [], pageNo: 2, totalPage: 1, total: 2 });
    const today = await h.call('tradingDays', { market: 'US' });
    expect(today.body.data.data[0]?.date).toBe(exchangeDate('US', h.ctx.now()));
  });

  it.each([
    [{ market: 'LSE' }, 'market: must be one of US, HK, ID'],
    [{ from: '2026-02-30' }, 'from: must be a real date'],
    [{ from: '26-01-01' }, 'from: must be a date YYYY-MM-DD'],
    [{ from: '2025-12-31' }, 'from: must be from 2026-01-01 to 2027-12-31'],
    [{ pageSize: 1000 }, 'pageSize: must be a whole number from 1 to 100'],
  ])('refuses %j', async (input, msg) => {
    const res = await h.call('tradingDays', input);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });
});

describe('bad queries on every market call', () => {
  it.each([
    ['feedInfo', { verbose: 1 }, 'verbose: is not a known field'],
    ['globalIndex', { region: 'asia' }, 'region: is not a known field'],
    ['hkTopIndex', { type: 1 }, 'type: is not a known field'],
    ['idTopIndex', { type: 1 }, 'type: is not a known field'],
    ['ipoList', { pageNo: 0 }, 'pageNo: must be a whole number from 1'],
    ['blockTradeList', { pageSize: 1000 }, 'pageSize: must be a whole number from 1 to 100'],
    ['getStock', { symbol: 'X'.repeat(25) }, 'symbol: must be at most 24 characters'],
    [
      'historicalData',
      { stockCode: 'AAPL', market: 'US', pageSize: 101 },
      'pageSize: must be a whole number from 1 to 100',
    ],
    ['minCount', { stockCode: '' }, 'stockCode: is required'],
  ] as const)('%s %j → 400 "%s"', async (name, input, msg) => {
    const res = await h.call(name, input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });
});
