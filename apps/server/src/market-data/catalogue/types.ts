import type { InstrumentType } from '@bourse/contract';

/**
 * Reference prices in this catalogue approximate real closing prices on this date. They only seed the simulated
 * feed (docs/design.md §6); they are not live data. For futures the price is that of the contract that was front
 * month on this date, used as the starting level of the contract listed here.
 */
export const REF_DATE = '2024-12-31';

/**
 * An exact decimal number written as a string ('250.42', '0.0078125'). Prices, ticks, rates and sizes are never
 * floating point.
 */
export type DecimalString = string;

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

/**
 * Code scheme, one per market; codes are unique within a market:
 * - US: the exchange ticker, share classes with a dot ('AAPL', 'BRK.B').
 * - HK: the HKEX stock code padded to five digits ('00700').
 * - ID: the IDX ticker without the '.JK' suffix ('BBCA').
 * - INDEX: the Refinitiv (LSEG) index RIC, which starts with a dot ('.DJI', '.SPX', '.HSI', '.JKSE').
 * - FUTURES: the exchange root symbol ('GC', 'CL', 'ZC'); the listed contract month is in `contractCode` ('GCG27').
 * - FOREX: base and quote ISO 4217 codes run together ('EURUSD').
 * - BOND: the benchmark symbol, issuer country and tenor ('US10Y'); the listing is the issue that was benchmark on
 *   the reference date.
 */
export type Market = 'US' | 'HK' | 'ID' | 'INDEX' | 'FUTURES' | 'FOREX' | 'BOND';

export type StockMarket = 'US' | 'HK' | 'ID';

export type StockExchange = 'NASDAQ' | 'NYSE' | 'AMEX' | 'HKEX' | 'IDX';

export type FuturesExchange = 'CME' | 'CBOT' | 'NYMEX' | 'COMEX' | 'ICE';

/**
 * Where an index is at home: its exchange, or for an index without one (EURO STOXX 50) its provider.
 * LSE London, XETRA Frankfurt, EURONEXT Paris and Amsterdam, BME Madrid, BIT Borsa Italiana, SIX Zurich, TSX Toronto,
 * B3 Sao Paulo, BMV Mexico, JPX Tokyo, SSE Shanghai, KRX Korea, ASX Sydney, BSE Mumbai, SGX Singapore.
 */
export type IndexHome =
  | 'NYSE'
  | 'NASDAQ'
  | 'TSX'
  | 'B3'
  | 'BMV'
  | 'LSE'
  | 'XETRA'
  | 'EURONEXT'
  | 'BME'
  | 'BIT'
  | 'SIX'
  | 'STOXX'
  | 'JPX'
  | 'HKEX'
  | 'SSE'
  | 'KRX'
  | 'IDX'
  | 'ASX'
  | 'BSE'
  | 'SGX';

/** Forex and bonds trade over the counter. */
export type Exchange = StockExchange | FuturesExchange | IndexHome | 'OTC';

export type Currency =
  | 'USD'
  | 'HKD'
  | 'IDR'
  | 'EUR'
  | 'GBP'
  | 'JPY'
  | 'CHF'
  | 'CAD'
  | 'AUD'
  | 'NZD'
  | 'CNY'
  | 'CNH'
  | 'SGD'
  | 'KRW'
  | 'INR'
  | 'BRL'
  | 'MXN'
  | 'ZAR';

/** A hint for the simulator; when absent the instrument class decides. */
export type VolatilityClass = 'low' | 'medium' | 'high';

export type IndexRegion = 'america' | 'europe' | 'asia';

export type FuturesCategory = 'metals' | 'energy' | 'agriculture';

interface ListingBase {
  code: string;
  name: string;
  market: Market;
  exchange: Exchange;
  instrumentType: InstrumentType;
  /** The currency prices are quoted in; for a forex pair its quote currency. */
  currency: Currency;
  /**
   * Units per lot, the step an order quantity must be a multiple of: shares (US 1, HK the board lot, ID 100),
   * contracts for futures, base-currency units for forex, bonds of `faceValue` nominal.
   */
  lotSize: number;
  /** The price step at `refPrice` (HK from the HKEX spread table, ID from the IDX fraction rules). */
  tickSize: DecimalString;
  /** GICS sector for stocks; the class for everything else ('Metals', 'Major', 'Government', ...). */
  sector: string;
  /** Approximate real close on `refDate`, a whole number of ticks. */
  refPrice: DecimalString;
  refDate: IsoDate;
  volatility?: VolatilityClass;
}

export interface StockListing extends ListingBase {
  market: StockMarket;
  exchange: StockExchange;
  instrumentType: typeof InstrumentType.stock | typeof InstrumentType.hkStock;
}

export interface IndexListing extends ListingBase {
  market: 'INDEX';
  exchange: IndexHome;
  instrumentType: typeof InstrumentType.index;
  region: IndexRegion;
}

/**
 * Prices are in `currency` per `unit` (USD per bushel, not cents), so one contract's value is price x contractSize.
 */
export interface FutureListing extends ListingBase {
  market: 'FUTURES';
  exchange: FuturesExchange;
  instrumentType: typeof InstrumentType.future;
  category: FuturesCategory;
  /** Root symbol, CME month letter and two-digit year of the listed contract ('GCG27' is February 2027). */
  contractCode: string;
  contractSize: DecimalString;
  unit: string;
  /** The simulator settles the contract at the end of its last trading day, so the two dates are the same. */
  expiryDate: IsoDate;
  lastTradingDay: IsoDate;
}

export interface ForexListing extends ListingBase {
  market: 'FOREX';
  exchange: 'OTC';
  instrumentType: typeof InstrumentType.forex;
  base: Currency;
  quote: Currency;
}

/** Prices are per 100 of face value. */
export interface BondListing extends ListingBase {
  market: 'BOND';
  exchange: 'OTC';
  instrumentType: typeof InstrumentType.bonds;
  issuer: string;
  /** Annual coupon in percent ('4.25' is 4.25%). */
  couponRate: DecimalString;
  maturityDate: IsoDate;
  /** Nominal value of one bond, in `currency`. */
  faceValue: DecimalString;
}

export type Listing = StockListing | IndexListing | FutureListing | ForexListing | BondListing;

export interface IpoOffering {
  symbol: string;
  name: string;
  market: 'US' | 'HK';
  exchangeCode: 'NASDAQ' | 'NYSE' | 'HKEX';
  instrumentType: typeof InstrumentType.ipo;
  currency: Currency;
  sector: string;
  issuePrice: DecimalString;
  /** Shares per subscription lot. */
  lotSize: number;
  sharesOffered: number;
  /** issuePrice x sharesOffered, in `currency`. */
  fundRaising: DecimalString;
  prospectusDate: IsoDate;
  subscriptionStart: IsoDate;
  subscriptionEnd: IsoDate;
  drawDate: IsoDate;
  listingDate: IsoDate;
}

export interface BlockTradeListing {
  market: 'US' | 'HK';
  code: string;
  instrumentType: typeof InstrumentType.blockTrade;
  /** Discount to the market price as a fraction ('0.03' is 3%). */
  discountRate: DecimalString;
  /** Minimum shares per block order (docs/product.md §9: 10,000 or more). */
  minQuantity: number;
}
