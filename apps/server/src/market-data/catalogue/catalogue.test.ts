import { InstrumentType } from '@bourse/contract';
import { describe, expect, it } from 'vitest';
import { allListings, catalogue, findListing, ipoCalendar, logoPath, monogramSvg, REF_DATE } from './index.ts';

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;
const NOW = '2026-11-20';
const NOW_MS = Date.parse(`${NOW}T15:00:00Z`);

/** A decimal string as an integer count of 10^-scale units: exact, no floating point. */
function units(value: string, scale: number): bigint {
  const [whole = '', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

function scaleOf(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

function compare(a: string, b: string): number {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const x = units(a, scale);
  const y = units(b, scale);
  return x === y ? 0 : x < y ? -1 : 1;
}

function isWholeMultiple(value: string, step: string): boolean {
  const scale = Math.max(scaleOf(value), scaleOf(step));
  return units(value, scale) % units(step, scale) === 0n;
}

function isPositiveDecimal(value: string): boolean {
  return DECIMAL.test(value) && units(value, scaleOf(value)) > 0n;
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** HKEX spread table: the tick applies up to and including the bound. */
const HK_SPREADS: [string, string][] = [
  ['0.25', '0.001'],
  ['0.50', '0.005'],
  ['10.00', '0.01'],
  ['20.00', '0.02'],
  ['100.00', '0.05'],
  ['200.00', '0.1'],
  ['500.00', '0.2'],
  ['1000.00', '0.5'],
  ['2000.00', '1'],
  ['5000.00', '2'],
  ['9995.00', '5'],
];

/** IDX price fractions: the tick applies from the bound upwards. */
const IDX_FRACTIONS: [string, string][] = [
  ['5000', '25'],
  ['2000', '10'],
  ['500', '5'],
  ['200', '2'],
  ['0', '1'],
];

describe('catalogue counts', () => {
  it('has at least 150 US stocks across NASDAQ, NYSE and AMEX', () => {
    const { usStocks } = catalogue;
    const on = (exchange: string) => usStocks.filter((s) => s.exchange === exchange).length;
    expect(usStocks.length).toBeGreaterThanOrEqual(150);
    expect(on('NASDAQ')).toBeGreaterThanOrEqual(50);
    expect(on('NYSE')).toBeGreaterThanOrEqual(50);
    expect(on('AMEX')).toBeGreaterThanOrEqual(10);
    expect(on('NASDAQ') + on('NYSE') + on('AMEX')).toBe(usStocks.length);
  });

  it('has 60 HK and 40 Indonesian stocks', () => {
    expect(catalogue.hkStocks.length).toBeGreaterThanOrEqual(60);
    expect(catalogue.idStocks.length).toBeGreaterThanOrEqual(40);
  });

  it('has 20 indices with at least 3 per region, America and Europe first in their region', () => {
    const { indices } = catalogue;
    expect(indices.length).toBeGreaterThanOrEqual(20);
    for (const region of ['america', 'europe', 'asia'] as const) {
      expect(indices.filter((i) => i.region === region).length).toBeGreaterThanOrEqual(3);
    }
    expect(
      indices
        .filter((i) => i.region === 'america')
        .map((i) => i.code)
        .slice(0, 3),
    ).toEqual(['.DJI', '.SPX', '.IXIC']);
  });

  it('has futures in all three categories, 20 forex pairs, 10 bonds and 12 IPOs', () => {
    for (const category of ['metals', 'energy', 'agriculture'] as const) {
      expect(catalogue.futures.filter((f) => f.category === category).length).toBeGreaterThanOrEqual(3);
    }
    expect(catalogue.forex.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.forex.filter((f) => f.sector === 'Major').length).toBe(7);
    expect(catalogue.bonds.length).toBeGreaterThanOrEqual(10);
    expect(ipoCalendar(NOW_MS).length).toBeGreaterThanOrEqual(12);
    expect(catalogue.blockTrades.length).toBeGreaterThanOrEqual(15);
  });
});

describe('listings', () => {
  const listings = allListings();

  it('has codes unique per market', () => {
    const seen = new Set<string>();
    for (const l of listings) {
      const key = `${l.market}:${l.code}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('follows the code scheme of each market', () => {
    const scheme: Record<string, RegExp> = {
      US: /^[A-Z]{1,5}(\.[A-Z])?$/,
      HK: /^\d{5}$/,
      ID: /^[A-Z]{4}$/,
      INDEX: /^\.[A-Z0-9]+$/,
      FUTURES: /^[A-Z]{2}$/,
      FOREX: /^[A-Z]{6}$/,
      BOND: /^[A-Z]{2}\d{2}Y$/,
    };
    for (const l of listings) expect(l.code, l.name).toMatch(scheme[l.market] ?? /^$/);
  });

  it('prices every listing at a positive whole number of ticks, dated REF_DATE', () => {
    for (const l of listings) {
      expect(isPositiveDecimal(l.tickSize), `${l.code} tick ${l.tickSize}`).toBe(true);
      expect(isPositiveDecimal(l.refPrice), `${l.code} price ${l.refPrice}`).toBe(true);
      expect(isWholeMultiple(l.refPrice, l.tickSize), `${l.code} ${l.refPrice} / ${l.tickSize}`).toBe(true);
      expect(l.refDate).toBe(REF_DATE);
      expect(Number.isInteger(l.lotSize) && l.lotSize > 0, l.code).toBe(true);
      expect(l.name.trim()).not.toBe('');
    }
    expect(isIsoDate(REF_DATE)).toBe(true);
  });

  it('uses the HKEX spread table and the IDX price fractions', () => {
    for (const s of catalogue.hkStocks) {
      const band = HK_SPREADS.find(([upTo]) => compare(s.refPrice, upTo) <= 0);
      expect(band?.[1], s.code).toBe(s.tickSize);
      expect(s.instrumentType).toBe(InstrumentType.hkStock);
      expect(s.currency).toBe('HKD');
    }
    for (const s of catalogue.idStocks) {
      const band = IDX_FRACTIONS.find(([from]) => compare(s.refPrice, from) >= 0);
      expect(band?.[1], s.code).toBe(s.tickSize);
      expect(s.lotSize).toBe(100);
      expect(s.currency).toBe('IDR');
    }
    for (const s of catalogue.usStocks) {
      expect(s.tickSize).toBe(compare(s.refPrice, '1') < 0 ? '0.0001' : '0.01');
      expect([s.currency, s.lotSize, s.instrumentType]).toEqual(['USD', 1, InstrumentType.stock]);
    }
  });

  it('gives futures a contract size and a front month after the reference now', () => {
    for (const f of catalogue.futures) {
      expect(isPositiveDecimal(f.contractSize), f.code).toBe(true);
      expect(f.contractCode.startsWith(f.code), f.code).toBe(true);
      expect(isIsoDate(f.lastTradingDay) && isIsoDate(f.expiryDate), f.code).toBe(true);
      expect(f.lastTradingDay > NOW, f.code).toBe(true);
      expect(f.expiryDate >= f.lastTradingDay, f.code).toBe(true);
    }
  });

  it('quotes forex pairs in their quote currency and bonds with coupon and maturity', () => {
    for (const p of catalogue.forex) {
      expect(p.code).toBe(`${p.base}${p.quote}`);
      expect(p.currency).toBe(p.quote);
    }
    for (const b of catalogue.bonds) {
      expect(DECIMAL.test(b.couponRate), b.code).toBe(true);
      expect(isPositiveDecimal(b.faceValue), b.code).toBe(true);
      expect(isIsoDate(b.maturityDate) && b.maturityDate > NOW, b.code).toBe(true);
    }
  });

  it('finds a listing by market and code', () => {
    expect(findListing('US', 'AAPL')?.name).toBe('Apple Inc.');
    expect(findListing('HK', '00700')?.name).toBe('Tencent Holdings Limited');
    expect(findListing('ID', 'BBCA')?.exchange).toBe('IDX');
    expect(findListing('INDEX', '.HSI')?.region).toBe('asia');
    expect(findListing('HK', 'AAPL')).toBeUndefined();
  });
});

describe('IPOs', () => {
  it('orders each calendar and prices the offering exactly', () => {
    for (const ipo of ipoCalendar(NOW_MS)) {
      const dates = [ipo.prospectusDate, ipo.subscriptionStart, ipo.subscriptionEnd, ipo.drawDate, ipo.listingDate];
      for (const d of dates) expect(isIsoDate(d), `${ipo.symbol} ${d}`).toBe(true);
      expect(dates.toSorted(), ipo.symbol).toEqual(dates);
      expect(isPositiveDecimal(ipo.issuePrice), ipo.symbol).toBe(true);
      const scale = scaleOf(ipo.issuePrice);
      expect(units(ipo.fundRaising, scale), ipo.symbol).toBe(units(ipo.issuePrice, scale) * BigInt(ipo.sharesOffered));
      expect(scaleOf(ipo.fundRaising)).toBe(scale);
    }
  });

  it('has offerings already listed, open now and upcoming', () => {
    const ipos = ipoCalendar(NOW_MS);
    expect(ipos.some((i) => i.listingDate < NOW)).toBe(true);
    expect(ipos.some((i) => i.subscriptionStart <= NOW && NOW <= i.subscriptionEnd)).toBe(true);
    expect(ipos.some((i) => i.subscriptionStart > NOW)).toBe(true);
  });

  it('does not reuse a code of a listed stock', () => {
    for (const ipo of ipoCalendar(NOW_MS)) expect(findListing(ipo.market, ipo.symbol), ipo.symbol).toBeUndefined();
  });
});

describe('block trades', () => {
  it('references catalogue stocks, with a minimum of 10,000 shares and a discount below 1', () => {
    for (const b of catalogue.blockTrades) {
      expect(findListing(b.market, b.code), b.code).toBeDefined();
      expect(b.minQuantity).toBeGreaterThanOrEqual(10_000);
      expect(isPositiveDecimal(b.discountRate) && compare(b.discountRate, '1') < 0, b.code).toBe(true);
    }
  });
});

describe('logos', () => {
  it('escapes everything interpolated into the monogram', () => {
    const svg = monogramSvg('<&"x', 'Tom & "Jerry" <script>');
    expect(svg).toContain('Tom &amp; &quot;Jerry&quot; &lt;script&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('"Jerry"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('is deterministic, takes initials from the name and colours by code', () => {
    const svg = monogramSvg('BBCA', 'PT Bank Central Asia Tbk');
    expect(monogramSvg('BBCA', 'PT Bank Central Asia Tbk')).toBe(svg);
    expect(svg).toContain('>BC</text>');
    expect(monogramSvg('AAPL', 'Apple Inc.')).toContain('>A</text>');
    const fill = (s: string) => s.match(/stop-color="([^"]+)"/)?.[1];
    expect(fill(monogramSvg('AAPL', 'Apple Inc.'))).not.toBe(fill(monogramSvg('MSFT', 'Apple Inc.')));
  });

  it('builds the logo URL path with an encoded code', () => {
    expect(logoPath('US', 'BRK.B')).toBe('/logo/US/BRK.B.svg');
    expect(logoPath('INDEX', '.DJI')).toBe('/logo/INDEX/.DJI.svg');
    expect(logoPath('US', 'A/B?')).toBe('/logo/US/A%2FB%3F.svg');
  });
});
