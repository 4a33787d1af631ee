import { addDays, exchangeDate, tradingDay } from '@bourse/domain';
import { describe, expect, it } from 'vitest';
import { holidayCalendar } from '../holidays.ts';
import { CYCLES_AHEAD } from './ipo-calendar.ts';
import { ipos as staticIpos } from './ipos.ts';
import { allListings, ipoCalendar, type IpoOffering } from './index.ts';

/** 15:00 UTC on `date`: the same date in New York and in Hong Kong. */
const at = (date: string) => Date.parse(`${date}T15:00:00Z`);
const subscribing = (offerings: readonly IpoOffering[], market: IpoOffering['market'], date: string) =>
  offerings.filter((o) => o.market === market && o.subscriptionStart <= date && date <= o.subscriptionEnd);
const holidays = holidayCalendar();

describe('the rolling IPO calendar', () => {
  it('has a US and an HK offering open for subscription on the dates the static calendar no longer covers', () => {
    for (const date of ['2027-04-21', '2027-06-15', '2027-12-27', '2028-01-03', '2029-02-10']) {
      const offerings = ipoCalendar(at(date));
      expect(subscribing(offerings, 'US', date).length, `US ${date}`).toBeGreaterThan(0);
      expect(subscribing(offerings, 'HK', date).length, `HK ${date}`).toBeGreaterThan(0);
    }
  });

  it('leaves no calendar date without an open offering of each market, from the static calendar on', () => {
    // Built once a week, as a server started that week would; every day of the week must be covered.
    for (let week = '2026-12-14'; week < '2028-07-01'; week = addDays(week, 7)) {
      const offerings = ipoCalendar(at(week));
      for (let d = 0; d < 7; d++) {
        const date = addDays(week, d);
        expect(subscribing(offerings, 'HK', date).length, `HK ${date}`).toBeGreaterThan(0);
        expect(subscribing(offerings, 'US', date).length, `US ${date}`).toBeGreaterThan(0);
      }
    }
  });

  it('builds the same offerings every time, and a later build only adds weeks at the end', () => {
    const now = at('2027-06-15');
    const first = ipoCalendar(now);
    expect(ipoCalendar(now)).toEqual(first);
    const later = ipoCalendar(at('2027-09-01'));
    for (const o of first)
      expect(
        later.find((x) => x.symbol === o.symbol),
        o.symbol,
      ).toEqual(o);
    expect(later.length).toBeGreaterThan(first.length);
  });

  it('keeps the static offerings exactly as they are', () => {
    const offerings = ipoCalendar(at('2027-06-15'));
    for (const o of staticIpos) expect(offerings.find((x) => x.symbol === o.symbol)).toBe(o);
    expect(offerings.find((o) => o.symbol === 'CBRS')).toMatchObject({
      subscriptionStart: '2026-11-19',
      subscriptionEnd: '2026-11-24',
      drawDate: '2026-11-25',
      listingDate: '2026-11-30',
    });
  });

  it('reaches weeks ahead of the build date and no further', () => {
    const date = '2027-06-15';
    const generated = ipoCalendar(at(date)).filter((o) => !staticIpos.includes(o));
    const lastStart = generated.map((o) => o.subscriptionStart).reduce((a, b) => (b > a ? b : a));
    expect(lastStart > addDays(date, 7 * (CYCLES_AHEAD - 1))).toBe(true);
    expect(lastStart <= addDays(date, 7 * (CYCLES_AHEAD + 1))).toBe(true);
  });

  it('gives every offering a symbol of its own that no listed instrument uses', () => {
    const offerings = ipoCalendar(at('2028-01-03'));
    const symbols = offerings.map((o) => o.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    const codes = new Set(allListings().map((l) => l.code));
    for (const s of symbols) expect(codes.has(s), s).toBe(false);
    for (const o of offerings) expect(o.symbol).toMatch(o.market === 'US' ? /^[A-Z]{4}$/ : /^\d{5}$/);
  });

  it('dates a generated offering on its exchange’s trading days, in order, with exact terms', () => {
    const generated = ipoCalendar(at('2027-12-20')).filter((o) => !staticIpos.includes(o));
    expect(generated.length).toBeGreaterThan(40);
    for (const o of generated) {
      const dates = [o.prospectusDate, o.subscriptionStart, o.subscriptionEnd, o.drawDate, o.listingDate];
      for (const d of dates) expect(tradingDay(o.market, d, { holidays }), `${o.symbol} ${d}`).not.toBeNull();
      expect(new Set(dates).size).toBe(5);
      expect(dates.toSorted()).toEqual(dates);
      expect(o.issuePrice).toMatch(/^\d+\.\d\d$/);
      const cents = BigInt(o.issuePrice.replace('.', ''));
      expect(BigInt(o.fundRaising.replace('.', ''))).toBe(cents * BigInt(o.sharesOffered));
      expect(o.currency).toBe(o.market === 'US' ? 'USD' : 'HKD');
    }
    // The HK holidays of Christmas 2027 (12-24 is a Friday, 12-27 the weekday after Christmas Day) are skipped.
    for (const o of generated)
      expect([o.subscriptionStart, o.subscriptionEnd, o.drawDate]).not.toContain(
        o.market === 'HK' ? '2027-12-27' : '2027-12-24',
      );
    expect(exchangeDate('HK', at('2027-12-27'))).toBe('2027-12-27');
  });
});
