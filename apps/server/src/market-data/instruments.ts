import {
  channelOf,
  InstrumentType,
  type Market,
  MARKETS,
  type PushMarketType,
  pushMarketTypeOf,
  type Source,
} from '@bourse/contract';
import {
  type AssetClass,
  Decimal,
  indexSessionKey,
  instrumentKey,
  SESSION_SPECS,
  type SessionKey,
  type SimInstrument,
  sessionKeyOf,
  zonedEpoch,
} from '@bourse/domain';
import {
  allListings,
  type BlockTradeListing,
  catalogue,
  type FuturesCategory,
  type IpoOffering,
  ipoCalendar,
  type Listing,
  logoPath,
} from './catalogue/index.ts';

/** One quoted instrument with everything the API and the feed need to know about it, worked out once. */
export interface Instrument {
  /** 'US:AAPL': codes are unique only within a market. */
  readonly key: string;
  readonly code: string;
  readonly name: string;
  readonly market: Market;
  readonly source: Source;
  readonly channel: string;
  readonly marketType: PushMarketType;
  readonly instrumentType: number;
  readonly exchange: string;
  readonly currency: string;
  readonly lotSize: number;
  readonly tickSize: string;
  readonly sector: string;
  readonly logoUrl: string;
  readonly session: SessionKey;
  readonly sim: SimInstrument;
  /** The catalogue entry it was made from (a listed IPO comes from its offering). */
  readonly origin: Listing | IpoOffering;
  /** Block-trading terms and the /push channel of the block-trade row, when it is open for block trading. */
  readonly block: (BlockTradeListing & { channel: string }) | undefined;
  /** 0 for a catalogue listing; for an IPO the start of its listing date in exchange time: hidden before that. */
  readonly listedFromMs: number;
  /** An IPO's listing date ('YYYY-MM-DD'): it has no history before it. */
  readonly listingDate: string | undefined;
  /** Lower-cased name, for search. */
  readonly searchName: string;
}

const FUTURES_CLASS: Record<FuturesCategory, AssetClass> = {
  metals: 'metal',
  energy: 'energy',
  agriculture: 'agriculture',
};

function assetClassOf(listing: Listing): AssetClass {
  switch (listing.market) {
    case 'INDEX':
      return 'index';
    case 'FUTURES':
      return FUTURES_CLASS[listing.category];
    case 'FOREX':
      return 'forex';
    case 'BOND':
      return 'bond';
    default:
      return 'stock';
  }
}

/** HKEX spread table (upper bound inclusive, tick), for pricing a newly listed HK offering. */
const HK_SPREADS: readonly [bound: string, tick: string][] = [
  ['0.25', '0.001'],
  ['0.50', '0.005'],
  ['10', '0.01'],
  ['20', '0.02'],
  ['100', '0.05'],
  ['200', '0.1'],
  ['500', '0.2'],
  ['1000', '0.5'],
  ['2000', '1'],
  ['5000', '2'],
];

/** The tick of an offering at its issue price. */
function ipoTickSize(ipo: IpoOffering): string {
  if (ipo.market === 'US') return '0.01';
  const price = Decimal.from(ipo.issuePrice);
  return HK_SPREADS.find(([bound]) => price.lte(bound))?.[1] ?? '5';
}

/** A listed IPO trades like any stock of its market, from its issue price. */
function ipoAsListing(ipo: IpoOffering): Listing {
  return {
    code: ipo.symbol,
    name: ipo.name,
    market: ipo.market,
    exchange: ipo.exchangeCode,
    instrumentType: ipo.market === 'HK' ? InstrumentType.hkStock : InstrumentType.stock,
    currency: ipo.currency,
    lotSize: ipo.lotSize,
    tickSize: ipoTickSize(ipo),
    sector: ipo.sector,
    refPrice: ipo.issuePrice,
    refDate: ipo.listingDate,
  };
}

function makeInstrument(
  listing: Listing,
  origin: Listing | IpoOffering,
  blocks: ReadonlyMap<string, BlockTradeListing>,
  listingDate?: string,
): Instrument {
  const sim: SimInstrument = {
    code: listing.code,
    market: listing.market,
    assetClass: assetClassOf(listing),
    tickSize: listing.tickSize,
    refPrice: listing.refPrice,
    lotSize: listing.lotSize,
    currency: listing.currency,
    session: listing.market === 'INDEX' ? indexSessionKey(listing.exchange) : undefined,
    volatility: listing.volatility,
  };
  const source: Source = listing.market;
  const session = sessionKeyOf(sim);
  const key = instrumentKey(listing.market, listing.code);
  const block = blocks.get(key);
  return {
    key,
    code: listing.code,
    name: listing.name,
    market: listing.market,
    source,
    channel: channelOf(source, listing.code),
    marketType: pushMarketTypeOf(source),
    instrumentType: listing.instrumentType,
    exchange: listing.exchange,
    currency: listing.currency,
    lotSize: listing.lotSize,
    tickSize: listing.tickSize,
    sector: listing.sector,
    logoUrl: logoPath(listing.market, listing.code),
    session,
    sim,
    origin,
    block: block && { ...block, channel: channelOf('BLOCK', listing.code) },
    listedFromMs: listingDate ? zonedEpoch(SESSION_SPECS[session].timeZone, listingDate, 0) : 0,
    listingDate,
    searchName: listing.name.toLowerCase(),
  };
}

/** Every instrument the feed quotes: the catalogue's listings and the IPO offerings (quoted once listed). */
export class InstrumentRegistry {
  readonly all: readonly Instrument[];
  /**
   * By market, then code: a lookup hashes the code it is given and builds no `market:code` string (valuing an account
   * looks up the instrument of each position it holds).
   */
  readonly #byMarket = new Map<Market, Map<string, Instrument>>();
  /** The IPO calendar as it was at construction (`ipoCalendar`), by listing date. */
  readonly offerings: readonly IpoOffering[];
  readonly #ipos = new Map<string, IpoOffering>();

  /**
   * `blockDiscountRate`, when given, replaces every block listing's discount (the BLOCK_DISCOUNT_RATE setting);
   * `nowMs` (default: the clock) dates the rolling IPO calendar.
   */
  constructor(options: { blockDiscountRate?: string | undefined; nowMs?: number } = {}) {
    const blocks = new Map(catalogue.blockTrades.map((b) => [instrumentKey(b.market, b.code), b]));
    const all: Instrument[] = allListings().map((l) => makeInstrument(l, l, blocks));
    this.offerings = ipoCalendar(options.nowMs ?? Date.now());
    for (const ipo of this.offerings) {
      this.#ipos.set(ipo.symbol, ipo);
      if (all.some((i) => i.market === ipo.market && i.code === ipo.symbol)) continue;
      all.push(makeInstrument(ipoAsListing(ipo), ipo, blocks, ipo.listingDate));
    }
    for (const inst of all) {
      let codes = this.#byMarket.get(inst.market);
      if (!codes) {
        codes = new Map();
        this.#byMarket.set(inst.market, codes);
      }
      codes.set(inst.code, inst);
    }
    this.all = all;
    this.setBlockDiscountRate(options.blockDiscountRate);
  }

  /**
   * One discount for every block listing from now on (the back office's setting), or each listing's own from the
   * catalogue when undefined. Block quotes and orders read the instrument's discount when they are made.
   */
  setBlockDiscountRate(rate: string | undefined) {
    const own = new Map(catalogue.blockTrades.map((b) => [instrumentKey(b.market, b.code), b.discountRate]));
    for (const inst of this.all) {
      const block = inst.block as { discountRate: string } | undefined;
      if (block) block.discountRate = rate ?? own.get(inst.key) ?? block.discountRate;
    }
  }

  /** Whether the instrument is quoted at `nowMs` (an IPO only from its listing date). */
  static isListed(inst: Instrument, nowMs: number): boolean {
    return nowMs >= inst.listedFromMs;
  }

  /** By market and code; codes are matched exactly, then upper-cased ('aapl' finds AAPL). */
  get(market: Market, code: string): Instrument | undefined {
    const codes = this.#byMarket.get(market);
    return codes?.get(code) ?? codes?.get(code.toUpperCase());
  }

  /** By code alone: the first market that lists it, in the order US, HK, ID, INDEX, FUTURES, FOREX, BOND. */
  find(code: string, market?: Market): Instrument | undefined {
    if (market) return this.get(market, code);
    for (const m of MARKETS) {
      const inst = this.get(m, code);
      if (inst) return inst;
    }
    return undefined;
  }

  ipo(symbol: string): IpoOffering | undefined {
    return this.#ipos.get(symbol) ?? this.#ipos.get(symbol.toUpperCase());
  }
}
