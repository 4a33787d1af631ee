import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { englishTickMark } from './tick-marks';

/** lightweight-charts' own tick-mark formatter (5.x, `defaultTickMarkFormatter`), as the library writes it. */
function libraryTickMark(seconds: number, type: TickMarkType, locale: string): string {
  const options: Intl.DateTimeFormatOptions = {};
  if (type === TickMarkType.Year) options.year = 'numeric';
  if (type === TickMarkType.Month) options.month = 'short';
  if (type === TickMarkType.DayOfMonth) options.day = 'numeric';
  if (type === TickMarkType.Time || type === TickMarkType.TimeWithSeconds) {
    options.hour12 = false;
    options.hour = '2-digit';
    options.minute = '2-digit';
    if (type === TickMarkType.TimeWithSeconds) options.second = '2-digit';
  }
  const d = new Date(seconds * 1000);
  const local = new Date(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  );
  return local.toLocaleString(locale, options);
}

const TYPES = [
  TickMarkType.Year,
  TickMarkType.Month,
  TickMarkType.DayOfMonth,
  TickMarkType.Time,
  TickMarkType.TimeWithSeconds,
];

describe('englishTickMark', () => {
  it("writes the library's en-US label for every minute of a day and every day of 2026 and 2027, of every kind", () => {
    const times: number[] = [];
    for (let minute = 0; minute < 24 * 60; minute++) times.push(Date.UTC(2026, 10, 29) / 1000 + minute * 60 + 17);
    for (let day = 0; day < 2 * 365; day++) times.push(Date.UTC(2026, 0, 1) / 1000 + day * 86_400 + 34_567);
    const wrong: string[] = [];
    for (const t of times) {
      for (const type of TYPES) {
        const ours = englishTickMark(t as UTCTimestamp, type, 'en-US');
        const theirs = libraryTickMark(t, type, 'en-US');
        if (ours !== theirs) wrong.push(`${new Date(t * 1000).toISOString()} ${type}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("leaves another locale and a business day's time to the library", () => {
    const t = (Date.UTC(2026, 10, 29, 9, 30) / 1000) as UTCTimestamp;
    expect(englishTickMark(t, TickMarkType.Month, 'en-GB')).toBeNull();
    expect(englishTickMark(t, TickMarkType.Time, 'zh-TW')).toBeNull();
    expect(englishTickMark({ year: 2026, month: 11, day: 29 }, TickMarkType.Month, 'en-US')).toBeNull();
    expect(englishTickMark(t, TickMarkType.Month, 'en-US')).toBe('Nov');
  });
});
