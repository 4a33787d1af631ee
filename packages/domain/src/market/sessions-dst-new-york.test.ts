import { describe, expect, it } from 'vitest';
import { isOpen, lastSession, nextOpen, tradingDay } from './sessions.ts';
import { utc } from './test-fixtures.ts';

const HOUR = 3_600_000;

describe('New York sessions across daylight-saving changes', () => {
  it('US opens at 14:30Z in winter and 13:30Z in summer, around 9 March 2025', () => {
    // Friday 7 March: EST (UTC−5).
    expect(tradingDay('US', '2025-03-07')).toMatchObject({
      openMs: utc(2025, 3, 7, 14, 30),
      closeMs: utc(2025, 3, 7, 21),
    });
    expect(isOpen('US', utc(2025, 3, 7, 14))).toBe(false);
    // Monday 10 March: EDT (UTC−4).
    expect(tradingDay('US', '2025-03-10')).toMatchObject({
      openMs: utc(2025, 3, 10, 13, 30),
      closeMs: utc(2025, 3, 10, 20),
    });
    expect(isOpen('US', utc(2025, 3, 10, 13, 30))).toBe(true);
    expect(isOpen('US', utc(2025, 3, 10, 20, 30))).toBe(false);
    expect(nextOpen('US', utc(2025, 3, 7, 22))).toBe(utc(2025, 3, 10, 13, 30));
  });

  it('US goes back to 14:30Z after 2 November 2025', () => {
    expect(tradingDay('US', '2025-10-31')?.openMs).toBe(utc(2025, 10, 31, 13, 30));
    expect(tradingDay('US', '2025-11-03')?.openMs).toBe(utc(2025, 11, 3, 14, 30));
    expect(isOpen('US', utc(2025, 11, 3, 14))).toBe(false);
    expect(isOpen('US', utc(2025, 11, 3, 20, 30))).toBe(true);
  });

  it('the forex week opens at Sunday 17:00 local on the day the clocks change', () => {
    // 9 March 2025: clocks went forward at 02:00, so 17:00 EDT is 21:00Z.
    expect(isOpen('FOREX', utc(2025, 3, 9, 21) - 1)).toBe(false);
    expect(isOpen('FOREX', utc(2025, 3, 9, 21))).toBe(true);
    // 2 November 2025: clocks went back at 02:00, so 17:00 EST is 22:00Z.
    expect(isOpen('FOREX', utc(2025, 11, 2, 21, 30))).toBe(false);
    expect(isOpen('FOREX', utc(2025, 11, 2, 22))).toBe(true);
    // The Friday before, still EDT: closes at 21:00Z.
    expect(isOpen('FOREX', utc(2025, 10, 31, 21) - 1)).toBe(true);
    expect(isOpen('FOREX', utc(2025, 10, 31, 21))).toBe(false);
  });

  it('futures open at Sunday 18:00 local after a change (22:00Z in summer, 23:00Z in winter), a 23-hour trade date', () => {
    const monday = tradingDay('FUTURES', '2025-03-10');
    expect(monday).toMatchObject({ openMs: utc(2025, 3, 9, 22), closeMs: utc(2025, 3, 10, 21) });
    expect(monday!.closeMs - monday!.openMs).toBe(23 * HOUR);
    const fallMonday = tradingDay('FUTURES', '2025-11-03');
    expect(fallMonday).toMatchObject({ openMs: utc(2025, 11, 2, 23), closeMs: utc(2025, 11, 3, 22) });
    expect(fallMonday!.closeMs - fallMonday!.openMs).toBe(23 * HOUR);
  });

  it('London and New York change on different weeks: in mid-March the gap between their opens is 5h30, not 6h30', () => {
    const lse = tradingDay('LSE', '2025-03-14');
    const us = tradingDay('US', '2025-03-14');
    expect(lse?.openMs).toBe(utc(2025, 3, 14, 8)); // GMT until 30 March
    expect(us?.openMs).toBe(utc(2025, 3, 14, 13, 30)); // EDT since 9 March
    expect(us!.openMs - lse!.openMs).toBe(5.5 * HOUR);
    expect(tradingDay('LSE', '2025-03-31')?.openMs).toBe(utc(2025, 3, 31, 7)); // BST
  });

  it('the trading day in progress follows local time, not UTC dates', () => {
    // 23:30Z on Monday 10 March is 19:30 EDT the same Monday.
    expect(lastSession('US', utc(2025, 3, 10, 23, 30))?.tradeDate).toBe('2025-03-10');
    // 03:00Z on Tuesday is still Monday evening in New York.
    expect(lastSession('US', utc(2025, 3, 11, 3))?.tradeDate).toBe('2025-03-10');
  });
});
