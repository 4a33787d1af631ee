import { z } from 'zod';
import { InstrumentType, MARKETS, PushMarketType, SOURCES } from './codes.ts';
import { KLINE_TYPES } from './plain-constants.ts';
import { defineEndpoint, sharedSchema } from './endpoint.ts';
import { text } from './field-builders.ts';
import { pageOf, pageQuery } from './paging.ts';

/** A decimal string of an answer (checked as a string: the server writes it). */
const dec = sharedSchema(() => z.string());
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (i) => (i.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });
const code = () => text().trim().min(1, 'is required').max(24, 'must be at most 24 characters');

/** One instrument's live quote (docs/product.md §3). Prices are exact decimal strings; change_ratio is a percent. */
export const quoteSchema = sharedSchema(() =>
  z.object({
    stock_code: z.string(),
    name: z.string(),
    market: z.enum(MARKETS),
    source: z.enum(SOURCES),
    /** The /push channel carrying this quote. */
    channel: z.string(),
    marketType: z.string(),
    instrumentType: z.number().int(),
    exchange: z.string(),
    currency: z.string(),
    price_nominal: dec(),
    change: dec(),
    change_ratio: dec(),
    volume: z.string(),
    open: dec(),
    prevClose: dec(),
    high: dec(),
    low: dec(),
    bid: dec(),
    ask: dec(),
    bidVolume: z.string(),
    askVolume: z.string(),
    amplitude: dec(),
    localLogoUrl: z.string(),
    /** Whether the instrument's market is in session now. */
    isOpen: z.boolean(),
    /** When the quote was made, epoch ms. */
    t: z.number().int(),
    /** Futures only: open contracts, their change since the previous day, and the previous settlement price. */
    openInterest: z.string().optional(),
    openInterestChange: z.string().optional(),
    prevSettle: dec().optional(),
  }),
);
export type Quote = z.infer<ReturnType<typeof quoteSchema>>;

export const futuresFieldsSchema = sharedSchema(() =>
  z.object({
    openInterest: z.string(),
    openInterestChange: z.string(),
    prevSettle: dec(),
    expiryDate: z.string(),
    lastTradingDay: z.string(),
    contractCode: z.string(),
    contractSize: dec(),
    unit: z.string(),
  }),
);

export const candleSchema = sharedSchema(() =>
  z.object({
    t: z.number().int(),
    open: dec(),
    high: dec(),
    low: dec(),
    close: dec(),
    volume: z.string(),
  }),
);
export type Candle = z.infer<ReturnType<typeof candleSchema>>;

export const stockInfoSchema = sharedSchema(() =>
  quoteSchema().extend({
    sector: z.string(),
    lotSize: z.number().int(),
    tickSize: dec(),
    high52w: dec(),
    low52w: dec(),
    profile: z.string(),
    futures: futuresFieldsSchema().optional(),
  }),
);

export const ipoSchema = sharedSchema(() =>
  z.object({
    symbol: z.string(),
    name: z.string(),
    issuePrice: dec(),
    currency: z.string(),
    lotSize: z.number().int(),
    exchangeCode: z.string(),
    subscriptionStartDate: z.string(),
    subscriptionEndDate: z.string(),
    drawDate: z.string(),
    listingDate: z.string(),
    prospectusDate: z.string(),
    fundRaising: dec(),
    /** upcoming, subscribing, drawing (subscription closed, awaiting the draw), awaitingListing, listed */
    status: z.enum(['upcoming', 'subscribing', 'drawing', 'awaitingListing', 'listed']),
    localLogoUrl: z.string(),
  }),
);

export const blockTradeSchema = sharedSchema(() =>
  quoteSchema().extend({
    /** The block price: the market price less the discount, on the tick. */
    blockPrice: dec(),
    discountRate: dec(),
    minQuantity: z.number().int(),
  }),
);

export const marketInfoSchema = sharedSchema(() =>
  z.object({
    stock_code: z.string(),
    name: z.string(),
    market: z.enum(MARKETS),
    source: z.enum(SOURCES),
    marketType: z.string(),
    /** The instrument type code table (docs/product.md §3). */
    classify: z.number().int(),
    exchange: z.string(),
    currency: z.string(),
    localLogoUrl: z.string(),
  }),
);

export const tradingDaySchema = sharedSchema(() =>
  z.object({
    date: z.string(),
    market: z.string(),
    isTradingDay: z.boolean(),
    openTimeTimestamp: z.number().int().nullable(),
    closeTimeTimestamp: z.number().int().nullable(),
    note: z.string(),
  }),
);

export const historyRowSchema = sharedSchema(() =>
  candleSchema().extend({
    /** Change against the previous close. */
    zde: dec(),
    /** Change ratio in percent. */
    df: dec(),
  }),
);

const listSort = () => ({
  sort: oneOf(['f2', 'f3', 'f4', 'f5', 'f6'] as const).default('f3'),
  order: oneOf(['desc', 'asc'] as const).default('desc'),
  ...pageQuery,
});

const quotePage = sharedSchema(() => pageOf(quoteSchema()));

/**
 * A public GET of the market data. Its input and output schemas are built when first read: the web app never reads the
 * inputs, and a page reads the outputs of the few calls it makes.
 */
const get = <I extends z.ZodType, O extends z.ZodType>(
  path: string,
  summary: string,
  input: () => I,
  output: () => O,
) => defineEndpoint({ method: 'GET', path, tag: 'market', summary, auth: false, input, output });

export const marketEndpoints = {
  feedInfo: get(
    '/market/feedInfo',
    'Where prices come from: the provider, whether they are simulated (the UI must say so), and each market’s session',
    () => z.strictObject({}),
    () =>
      z.object({
        provider: z.string(),
        /** True while prices come from the simulator: the UI shows that the data is simulated. */
        simulated: z.boolean(),
        /** The demo setting that keeps every market open. */
        alwaysOpen: z.boolean(),
        /** How often quotes are refreshed and pushed, ms. */
        intervalMs: z.number().int(),
        sessions: z.array(
          z.object({
            market: z.enum(['US', 'HK', 'ID', 'FUTURES', 'FOREX']),
            isOpen: z.boolean(),
            /** The next opening when closed (null when open or none within a year). */
            nextOpenTimestamp: z.number().int().nullable(),
          }),
        ),
      }),
  ),
  topIndex: get(
    '/m_ft/topIndex',
    'Index cards: type 0 the ten indices of the Preview map, 1 the US headline indices, 2 every world index',
    () =>
      z.strictObject({
        type: z.coerce
          .number({ error: 'must be 0, 1 or 2' })
          .pipe(z.literal([0, 1, 2], { error: 'must be 0, 1 or 2' })),
      }),
    () => z.array(quoteSchema()),
  ),
  globalIndex: get(
    '/m_ft/global_index',
    'World indices by region',
    () => z.strictObject({}),
    () =>
      z.object({
        amerciaList: z.array(quoteSchema()),
        europeList: z.array(quoteSchema()),
        asiaList: z.array(quoteSchema()),
      }),
  ),
  usStockList: get(
    '/m_ft/all_stock_list',
    'US stocks, paged; market 0 all, 1 NASDAQ, 2 NYSE, 3 AMEX; sort f3 ratio, f2 price, f4 change, f5 volume, f6 turnover (gainers: f3 desc, losers: f3 asc, most active: f5 desc)',
    () =>
      z.strictObject({
        market: z.coerce
          .number({ error: 'must be 0, 1, 2 or 3' })
          .pipe(z.literal([0, 1, 2, 3], { error: 'must be 0, 1, 2 or 3' }))
          .default(0),
        ...listSort(),
      }),
    quotePage,
  ),
  hkStockList: get('/hk_ft/all_stock_list', 'HK stocks, paged and sorted', () => z.strictObject(listSort()), quotePage),
  hkTopIndex: get(
    '/hk_ft/topIndex',
    'Hong Kong index cards',
    () => z.strictObject({}),
    () => z.array(quoteSchema()),
  ),
  idStockList: get(
    '/id_st/all_stock_list',
    'Indonesian stocks, paged and sorted',
    () => z.strictObject(listSort()),
    quotePage,
  ),
  idTopIndex: get(
    '/id_st/topIndex',
    'Indonesian index cards',
    () => z.strictObject({}),
    () => z.array(quoteSchema()),
  ),
  stockDetail: get(
    '/m_ft/stock_detail_ft',
    'One instrument: quote, profile, 52-week range, futures details, related futures, and whether it is on the caller’s watchlist',
    () => z.strictObject({ stockCode: code(), market: oneOf(MARKETS) }),
    () =>
      z.object({
        stockInfo: stockInfoSchema(),
        selfSelectStatus: z.union([z.literal(0), z.literal(1)]),
        currencyUsDatetime: z.string(),
        relatedFutures: z.array(quoteSchema()),
      }),
  ),
  kline: get(
    '/m_ft/kline',
    'Chart candles over the span each period names: intraday, the last session in 1-minute candles; 1D, that session in 5-minute candles; 1W, 1M, 3M and 1Y, daily candles over the last week, month, three months and year',
    () => z.strictObject({ stockCode: code(), market: oneOf(MARKETS), type: oneOf(KLINE_TYPES) }),
    () =>
      z.object({
        stockCode: z.string(),
        market: z.string(),
        type: z.string(),
        prevClose: dec(),
        candles: z.array(candleSchema()),
      }),
  ),
  historicalData: get(
    '/m_ft/historicalData',
    'Daily history rows, newest first, with change (zde) and change ratio (df)',
    () => z.strictObject({ stockCode: code(), market: oneOf(MARKETS), ...pageQuery }),
    () => pageOf(historyRowSchema()),
  ),
  ipoList: get(
    '/m_ft/webull/new/stock',
    'IPO offerings, paged',
    () => z.strictObject(pageQuery),
    () => pageOf(ipoSchema()),
  ),
  blockTradeList: get(
    '/blockTrade/list',
    'Instruments open for block trading, with the block price and minimum quantity',
    () => z.strictObject(pageQuery),
    () => pageOf(blockTradeSchema()),
  ),
  getStock: get(
    '/quotes/getStock',
    'A quote by symbol (the first market that lists it: US, HK, ID, then the others)',
    () => z.strictObject({ symbol: code() }),
    quoteSchema,
  ),
  searchMarkets: defineEndpoint({
    method: 'POST',
    path: '/market/getMakets',
    tag: 'market',
    summary: 'Search instruments by name or code, optionally within a market or instrument type',
    auth: false,
    input: () =>
      z.strictObject({
        stkName: text().trim().max(60, 'must be at most 60 characters').optional(),
        stkcode: text().trim().max(24, 'must be at most 24 characters').optional(),
        market: oneOf(MARKETS).optional(),
        marketType: oneOf(PushMarketType).optional(),
        classify: z
          .number({ error: 'must be an instrument type code' })
          .int()
          .refine((v) => (Object.values(InstrumentType) as number[]).includes(v), 'must be an instrument type code')
          .optional(),
        ...pageQuery,
      }),
    output: quotePage,
  }),
  getMarket: defineEndpoint({
    method: 'POST',
    path: '/market/getMaket',
    tag: 'market',
    summary: 'Market information of one instrument by code',
    auth: false,
    input: () => z.strictObject({ stkcode: code(), market: oneOf(MARKETS).optional() }),
    output: marketInfoSchema,
  }),
  tradingDays: defineEndpoint({
    method: 'POST',
    path: '/stocka_trading_day/getPageList',
    tag: 'market',
    summary: 'Trading-day calendar of a market (holidays included), paged from a date',
    auth: false,
    input: () =>
      z.strictObject({
        market: oneOf(['US', 'HK', 'ID'] as const).default('US'),
        from: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
          .optional(),
        ...pageQuery,
      }),
    output: () => pageOf(tradingDaySchema()),
  }),
  minCount: defineEndpoint({
    method: 'POST',
    path: '/stocka_config/getMinCount',
    tag: 'market',
    summary: 'The smallest quantity an order may have (block trades: 10000)',
    auth: false,
    input: () =>
      z.strictObject({ stockCode: code(), market: oneOf(MARKETS).optional(), source: oneOf(SOURCES).optional() }),
    output: () => z.object({ num: z.number().int() }),
  }),
  marketTestMove: defineEndpoint({
    method: 'POST',
    path: '/test/market/move',
    tag: 'market',
    summary:
      'Test hook, answered only when the server runs with MARKET_TEST_HOOKS=1 (else 404): moves a simulated price by a whole percent now, published with the next feed step',
    auth: true,
    input: () =>
      z.strictObject({
        stockCode: code(),
        market: oneOf(MARKETS).optional(),
        percent: z
          .number({ error: 'must be a whole number' })
          .int('must be a whole number')
          .min(-50, 'must be at least -50')
          .max(50, 'must be at most 50')
          .refine((n) => n !== 0, 'must not be 0'),
      }),
    output: () => z.object({ moved: z.boolean() }),
  }),
};
