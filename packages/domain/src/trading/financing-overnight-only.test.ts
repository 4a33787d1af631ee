import { describe, expect, it } from 'vitest';
import { financingCharge, financingCutoffs, financingDue, paysFinancing } from './financing.ts';
import { D } from './test-fixtures.ts';

const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);

describe('financing charge = notional × annual rate / 365, rounded up to the cent', () => {
  it.each([
    // notional   rate     exact                        charge
    ['10000', '0.05', '1.369863…', '1.37'],
    ['1000', '0.03', '0.082191…', '0.09'],
    ['235070', '0.06', '14104.2 / 365 = 38.641643…', '38.65'],
    ['36500', '0.1', '10 exactly', '10'],
    ['0.01', '0.05', '0.00000136…', '0.01'],
    ['5000', '0', '0', '0'],
  ])('%s at %s: %s → %s', (notional, rate, _exact, charge) => {
    expect(financingCharge(D(notional), D(rate)).toString()).toBe(charge);
  });

  it('only leveraged positions pay', () => {
    expect([1, 2, 30].map(paysFinancing)).toEqual([false, true, true]);
    expect(() => financingCharge(D('-1'), D('0.05'))).toThrow(/Notional/);
  });
});

describe('the daily cut-off is 17:00 New York, across daylight saving', () => {
  it('is 22:00Z in winter and 21:00Z in summer (DST began Sunday 8 March 2026)', () => {
    expect(financingCutoffs(utc(2026, 3, 6, 12), utc(2026, 3, 10, 12))).toEqual([
      utc(2026, 3, 6, 22), // Friday, EST
      utc(2026, 3, 7, 22), // Saturday, EST
      utc(2026, 3, 8, 21), // Sunday, EDT from 02:00 that morning
      utc(2026, 3, 9, 21),
    ]);
    // Back to EST on Sunday 1 November 2026.
    expect(financingCutoffs(utc(2026, 10, 31, 12), utc(2026, 11, 2, 23))).toEqual([
      utc(2026, 10, 31, 21),
      utc(2026, 11, 1, 22),
      utc(2026, 11, 2, 22),
    ]);
  });

  it('counts a cut-off after the start and up to the end, inclusive', () => {
    expect(financingCutoffs(utc(2026, 3, 5, 22), utc(2026, 3, 6, 22))).toEqual([utc(2026, 3, 6, 22)]);
    expect(financingCutoffs(utc(2026, 3, 6, 22), utc(2026, 3, 6, 22))).toEqual([]);
    expect(financingCutoffs(utc(2026, 3, 7), utc(2026, 3, 6))).toEqual([]);
  });
});

describe('a position pays once per cut-off it is open across, none within a day', () => {
  it.each([
    // opened (UTC)                closed (UTC)                 cut-offs              why
    [utc(2026, 3, 5, 15), utc(2026, 3, 5, 21, 59), 0], // 10:00 → 16:59 New York: same day
    [utc(2026, 3, 5, 21), utc(2026, 3, 5, 23), 1], // 16:00 → 18:00: held over 17:00
    [utc(2026, 3, 5, 22), utc(2026, 3, 6, 21, 59), 0], // opened at the cut-off, closed before the next
    [utc(2026, 3, 5, 23), utc(2026, 3, 6, 15), 0], // 18:00 → 10:00 next morning: one trading day
    [utc(2026, 3, 6, 15), utc(2026, 3, 10, 12), 4], // Friday to Tuesday: Fri, Sat, Sun, Mon
  ])('%#: opened %d, closed %d → %i charges', (opened, closed, count) => {
    expect(financingDue(opened, closed)).toHaveLength(count);
  });

  it('charges only the cut-offs after the last one charged', () => {
    const due = financingDue(utc(2026, 3, 6, 15), utc(2026, 3, 9, 21, 30), utc(2026, 3, 7, 22));
    expect(due).toEqual([utc(2026, 3, 8, 21), utc(2026, 3, 9, 21)]);
  });
});
