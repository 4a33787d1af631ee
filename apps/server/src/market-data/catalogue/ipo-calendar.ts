import { InstrumentType } from '@bourse/contract';
import { addDays, Decimal, exchangeDate, Prng, tradingDay, weekday } from '@bourse/domain';
import { holidayCalendar } from '../holidays.ts';
import { ipos as staticIpos } from './ipos.ts';
import type { IpoOffering, Listing } from './types.ts';

/**
 * The rolling IPO calendar (docs/decisions.md "IPO"): the static offerings of `ipos.ts`, then one simulated offering
 * per market and week, from the week of that market's last static subscription end up to `CYCLES_AHEAD` weeks past
 * the given date. Everything about a generated offering (name, symbol, terms, dates) follows from its market and the
 * Monday of its week, and the symbols already taken by the weeks before it, so two builds agree on every offering they
 * both hold (on every node, at every start) and a later build only adds weeks at the end. Weeks are never dropped
 * from the start: a listed offering is an instrument that holdings may refer to.
 */

/** Weeks generated past the current one. */
export const CYCLES_AHEAD = 8;

type IpoMarket = IpoOffering['market'];

const holidays = holidayCalendar();
const isTrading = (market: IpoMarket, date: string) => tradingDay(market, date, { holidays }) !== null;

function tradingOnOrAfter(market: IpoMarket, date: string): string {
  let d = date;
  while (!isTrading(market, d)) d = addDays(d, 1);
  return d;
}

function tradingOnOrBefore(market: IpoMarket, date: string): string {
  let d = date;
  while (!isTrading(market, d)) d = addDays(d, -1);
  return d;
}

/** The `n`th trading day after `date`. */
function tradingAfter(market: IpoMarket, date: string, n = 1): string {
  let d = date;
  for (let i = 0; i < n; i++) d = tradingOnOrAfter(market, addDays(d, 1));
  return d;
}

/** The Monday of the week holding `date`. */
const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

/**
 * The dates of the week starting Monday `monday`: subscription from its first trading day to the trading day after
 * the next week's start (so windows overlap and every calendar date has one open), the draw the next trading day,
 * the listing two trading days later, the prospectus a week before the window.
 */
function cycleDates(market: IpoMarket, monday: string) {
  const subscriptionStart = tradingOnOrAfter(market, monday);
  const subscriptionEnd = tradingAfter(market, tradingOnOrAfter(market, addDays(monday, 7)));
  const drawDate = tradingAfter(market, subscriptionEnd);
  return {
    prospectusDate: tradingOnOrBefore(market, addDays(monday, -7)),
    subscriptionStart,
    subscriptionEnd,
    drawDate,
    listingDate: tradingAfter(market, drawDate, 2),
  };
}

const NAME_STEMS = [
  'Aster',
  'Bluefin',
  'Cobalt',
  'Driftwood',
  'Ember',
  'Fathom',
  'Granite',
  'Harborlight',
  'Ionic',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Northwind',
  'Orchid',
  'Pinnacle',
  'Quartzline',
  'Redwood',
  'Summit',
  'Tidewater',
  'Vantage',
  'Willow',
  'Yarrow',
  'Zephyr',
] as const;

const SECTORS: readonly { sector: string; nouns: readonly string[] }[] = [
  { sector: 'Information Technology', nouns: ['Systems', 'Cloud', 'Semiconductor', 'Software', 'Data'] },
  { sector: 'Health Care', nouns: ['Biosciences', 'Therapeutics', 'Medical', 'Genomics'] },
  { sector: 'Consumer Discretionary', nouns: ['Brands', 'Mobility', 'Retail', 'Travel'] },
  { sector: 'Financials', nouns: ['Payments', 'Capital', 'Insurance'] },
  { sector: 'Industrials', nouns: ['Robotics', 'Logistics', 'Aerospace'] },
  { sector: 'Energy', nouns: ['Energy', 'Power', 'Hydrogen'] },
];

const SUFFIXES: Readonly<Record<IpoMarket, readonly string[]>> = {
  US: ['Inc.', 'Corp.', 'Holdings, Inc.'],
  HK: ['Holdings Ltd.', 'Group Co., Ltd.', 'Technology Co., Ltd.'],
};

const pick = <T>(prng: Prng, list: readonly T[]): T => list[Math.floor(prng.next() * list.length)] as T;
/** An integer from `min` to `max` inclusive. */
const between = (prng: Prng, min: number, max: number) => min + Math.floor(prng.next() * (max - min + 1));
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function symbolOf(prng: Prng, market: IpoMarket, taken: ReadonlySet<string>): string {
  for (;;) {
    const symbol =
      market === 'US'
        ? Array.from({ length: 4 }, () => pick(prng, [...LETTERS])).join('')
        : String(between(prng, 2000, 9999)).padStart(5, '0');
    if (!taken.has(symbol)) return symbol;
  }
}

/** The simulated offering of `market` for the week starting Monday `monday`. */
function generatedOffering(market: IpoMarket, monday: string, taken: ReadonlySet<string>): IpoOffering {
  const prng = new Prng(`ipo-cycle:${market}:${monday}`);
  const { sector, nouns } = pick(prng, SECTORS);
  const name = `${pick(prng, NAME_STEMS)} ${pick(prng, nouns)} ${pick(prng, SUFFIXES[market])}`;
  // Prices in whole cents from integers: US 10.00 to 60.00 by 0.50, HK 5.00 to 80.00 by 0.10.
  const cents = market === 'US' ? between(prng, 20, 120) * 50 : between(prng, 50, 800) * 10;
  const issuePrice = Decimal.from(cents).div(100, { scale: 2 }).toFixed(2);
  const lotSize = market === 'US' ? 100 : pick(prng, [100, 200, 500, 1000]);
  const sharesOffered = market === 'US' ? between(prng, 10, 60) * 1_000_000 : between(prng, 5, 50) * 10_000_000;
  return {
    symbol: symbolOf(prng, market, taken),
    name,
    market,
    exchangeCode: market === 'HK' ? 'HKEX' : pick(prng, ['NYSE', 'NASDAQ'] as const),
    instrumentType: InstrumentType.ipo,
    currency: market === 'US' ? 'USD' : 'HKD',
    sector,
    issuePrice,
    lotSize,
    sharesOffered,
    fundRaising: Decimal.from(issuePrice).mul(sharesOffered, { scale: 2 }).toFixed(2),
    ...cycleDates(market, monday),
  };
}

/** The Monday of each market's first generated week: the week its last static subscription window ends in. */
function firstCycle(market: IpoMarket): string {
  const ends = staticIpos.filter((o) => o.market === market).map((o) => o.subscriptionEnd);
  return mondayOf(ends.reduce((a, b) => (b > a ? b : a)));
}

/**
 * Every offering known at `nowMs`: the static ones, then the generated weeks up to `CYCLES_AHEAD` weeks past the
 * current one, ordered by listing date. `listings` are the catalogue's instruments, whose codes no symbol may reuse.
 */
export function buildIpoCalendar(nowMs: number, listings: readonly Listing[]): IpoOffering[] {
  const taken = new Set([...listings.map((l) => l.code), ...staticIpos.map((o) => o.symbol)]);
  const offerings: IpoOffering[] = [...staticIpos];
  const markets: IpoMarket[] = ['US', 'HK'];
  const starts = markets.map(firstCycle);
  const first = starts.reduce((a, b) => (b < a ? b : a));
  const last = addDays(mondayOf(exchangeDate('US', nowMs)), 7 * CYCLES_AHEAD);
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    markets.forEach((market, i) => {
      if (monday < (starts[i] as string)) return;
      const offering = generatedOffering(market, monday, taken);
      taken.add(offering.symbol);
      offerings.push(offering);
    });
  }
  return offerings.sort((a, b) => (a.listingDate < b.listingDate ? -1 : a.listingDate > b.listingDate ? 1 : 0));
}
