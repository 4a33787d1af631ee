import { describe, expect, it } from 'vitest';
import { newYorkDateTime, newYorkWallClock } from './new-york-time';

/** What Intl writes for New York, in the header's format. */
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
function byIntl(ms: number): string {
  const w = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${w.month}-${w.day}-${w.year} ${w.hour}:${w.minute}:${w.second}`;
}

const HOUR = 3_600_000;
const FROM = Date.UTC(2007, 0, 1);
const TO = Date.UTC(2041, 0, 1);

describe('newYorkDateTime', () => {
  it('writes the time Intl writes for America/New_York at every hour of 2007 to 2040', () => {
    const wrong: string[] = [];
    for (let ms = FROM; ms < TO; ms += HOUR) {
      // Off the hour too, so minutes and seconds are compared as well.
      const at = ms + 1_234_567;
      if (newYorkDateTime(at) !== byIntl(at)) wrong.push(new Date(at).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('changes offset on the millisecond Intl does, at every transition of 2007 to 2040', () => {
    let transitions = 0;
    for (let ms = FROM; ms < TO; ms += HOUR) {
      const before = new Date(`${byIntl(ms).replace(/^(\d\d)-(\d\d)-(\d{4}) /, '$3-$1-$2T')}Z`).getTime() - ms;
      const after = new Date(`${byIntl(ms + HOUR).replace(/^(\d\d)-(\d\d)-(\d{4}) /, '$3-$1-$2T')}Z`).getTime() - ms;
      if (after - before === HOUR) continue;
      transitions++;
      // The offset changes within this hour: every minute of it, and the milliseconds around the change.
      for (let at = ms - HOUR; at <= ms + 2 * HOUR; at += 60_000) {
        for (const d of [-1, 0, 1]) expect(newYorkDateTime(at + d)).toBe(byIntl(at + d));
      }
    }
    expect(transitions).toBe(2 * 34);
  });

  it('writes the time Intl writes at random instants, and at 2020s quotes with their milliseconds', () => {
    let seed = 20_070_311;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 5_000; i++) {
      const at = Math.floor(FROM + next() * (TO - FROM));
      expect(newYorkDateTime(at)).toBe(byIntl(at));
    }
    expect(newYorkDateTime(1795932908482)).toBe('11-29-2026 01:15:08');
    expect(newYorkDateTime(Date.UTC(2026, 2, 8, 6, 59, 59, 999))).toBe('03-08-2026 01:59:59');
    expect(newYorkDateTime(Date.UTC(2026, 2, 8, 7))).toBe('03-08-2026 03:00:00');
    expect(newYorkDateTime(Date.UTC(2026, 10, 1, 5, 59, 59))).toBe('11-01-2026 01:59:59');
    expect(newYorkDateTime(Date.UTC(2026, 10, 1, 6))).toBe('11-01-2026 01:00:00');
  });

  it('goes through Intl before 2007, when the rule was another', () => {
    for (const at of [
      Date.UTC(2006, 3, 2, 7),
      Date.UTC(2006, 9, 29, 6),
      Date.UTC(1999, 6, 1),
      Date.UTC(2006, 11, 31, 23),
    ]) {
      expect(newYorkDateTime(at)).toBe(byIntl(at));
    }
  });

  it("gives the wall clock the chart reads: the instant moved by New York's offset, milliseconds kept", () => {
    expect(newYorkWallClock(Date.UTC(2026, 10, 20, 14, 30, 0, 123))).toBe(Date.UTC(2026, 10, 20, 9, 30, 0, 123));
    expect(newYorkWallClock(Date.UTC(2026, 6, 20, 14, 30))).toBe(Date.UTC(2026, 6, 20, 10, 30));
    // Before 2007 through Intl: 2 April 2006, 07:00 UTC is 03:00 EDT (that year's rule began on the first Sunday).
    expect(newYorkWallClock(Date.UTC(2006, 3, 2, 7, 0, 0, 456))).toBe(Date.UTC(2006, 3, 2, 3, 0, 0, 456));
    expect(newYorkWallClock(Date.UTC(1999, 0, 1, 12))).toBe(Date.UTC(1999, 0, 1, 7));
  });
});
