import type { Market, TradeTerms, TradingAccount } from '@bourse/contract';
import {
  DEFAULT_LEVERAGE_CAPS,
  Decimal,
  type Fx,
  fxFor,
  type LeverageCaps,
  leverageCap,
  leverageClass,
  leverageOptions,
  tradingAccountOf,
} from '@bourse/domain';
import type { TradingSettings } from '../../config.ts';
import type { Instrument } from '../../market-data/instruments.ts';
import type { MarketData } from '../../market-data/market-data.ts';
import { badRequest, notFound, refused } from '../../platform/errors.ts';

/** Everything the rules need to know about trading one instrument, worked out from the catalogue and the live feed. */
export interface Terms {
  inst: Instrument;
  account: TradingAccount;
  /** Quote-currency value of one unit's price move per unit held. */
  contractSize: Decimal;
  /** USD per unit of the quote currency now; undefined when the feed has no USD pair for it. */
  fx: Fx | undefined;
  leverageOptions: number[];
  createPath: '/stock/create' | '/gold/create';
  /** Why it cannot be traded, or undefined when it can. */
  notTradable: string | undefined;
}

/** The leverage caps in force: the defaults with the configured overrides. */
export function leverageCaps(settings: TradingSettings): LeverageCaps {
  const caps: Record<keyof LeverageCaps, number> = { ...DEFAULT_LEVERAGE_CAPS };
  for (const [name, value] of Object.entries(settings.leverageCaps)) caps[name as keyof LeverageCaps] = Number(value);
  return caps;
}

/** USD per one unit of `currency`, from the live FX pairs of the feed (their last price). */
export function fxOf(market: MarketData, currency: string): Fx | undefined {
  for (const code of [`${currency}USD`, `USD${currency}`]) {
    const live = market.live('FOREX', code);
    if (live) return fxFor(currency, [{ code, price: Decimal.from(live.quote.price_nominal) }]);
  }
  return fxFor(currency, []);
}

function contractSizeOf(inst: Instrument): Decimal {
  const origin = inst.origin;
  if ('contractSize' in origin) return Decimal.from(origin.contractSize);
  // Bonds are quoted per 100 of face value.
  if ('faceValue' in origin) return Decimal.from(origin.faceValue).div(100);
  return Decimal.ONE;
}

export function termsOf(market: MarketData, settings: TradingSettings, inst: Instrument): Terms {
  const origin = inst.origin;
  const subject = {
    market: inst.market,
    code: inst.code,
    base: 'base' in origin ? origin.base : undefined,
    quote: 'quote' in origin ? origin.quote : undefined,
  };
  const fx = fxOf(market, inst.currency);
  const notTradable =
    fx === undefined ? `${inst.name} is quoted in ${inst.currency}, which has no USD rate in the feed` : undefined;
  return {
    inst,
    account: tradingAccountOf(inst.market),
    contractSize: contractSizeOf(inst),
    fx,
    leverageOptions: leverageOptions(leverageCap(subject, leverageCaps(settings))),
    createPath: inst.market === 'FUTURES' ? '/gold/create' : '/stock/create',
    notTradable,
  };
}

/** The class whose financing markup applies (docs/design.md §5). */
export function financingClassOf(inst: Instrument): 'stock' | 'index' | 'forex' | 'commodity' | 'bond' {
  switch (leverageClass({ market: inst.market, code: inst.code })) {
    case 'majorFx':
    case 'minorFx':
      return 'forex';
    case 'gold':
    case 'otherCommodity':
      return 'commodity';
    case 'index':
      return 'index';
    case 'bond':
      return 'bond';
    default:
      return 'stock';
  }
}

/** The listed instrument, or 404 like any unknown resource. */
export function instrumentOf(market: MarketData, code: string, marketName?: Market): Instrument {
  const live = marketName ? market.live(marketName, code) : market.liveByCode(code);
  if (!live) throw notFound(`No instrument ${code}${marketName ? ` in ${marketName}` : ''}`);
  return live.inst;
}

/**
 * The terms of an instrument an order may be placed on through `path`: futures only through /gold/create and
 * everything else through /stock/create (400 naming the field otherwise); 422 when it cannot be traded here.
 */
export function tradableTerms(
  market: MarketData,
  settings: TradingSettings,
  inst: Instrument,
  path: Terms['createPath'],
): Terms {
  const terms = termsOf(market, settings, inst);
  if (terms.createPath !== path) {
    throw badRequest(
      'market',
      path === '/gold/create' ? 'must be FUTURES here' : 'FUTURES are ordered with /gold/create',
    );
  }
  if (terms.notTradable) throw refused(terms.notTradable);
  return terms;
}

/** The terms as the order screen reads them. */
export function termsView(market: MarketData, settings: TradingSettings, terms: Terms): TradeTerms {
  const { inst } = terms;
  return {
    stockCode: inst.code,
    market: inst.market,
    account: terms.account,
    currency: inst.currency,
    createPath: terms.createPath,
    lotSize: inst.lotSize,
    tickSize: inst.tickSize,
    contractSize: terms.contractSize.toString(),
    fxRate: terms.fx?.rate.toString() ?? null,
    leverageOptions: terms.leverageOptions,
    feeRate: settings.feeRate,
    feeMinimum: Decimal.from(settings.feeMinimum).toFixed(2),
    isOpen: market.isOpen(inst),
    nextOpenTimestamp: market.nextOpen(inst),
    tradable: terms.notTradable === undefined,
    reason: terms.notTradable ?? null,
  };
}
