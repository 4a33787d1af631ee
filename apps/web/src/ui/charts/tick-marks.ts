import { type Time, TickMarkType } from 'lightweight-charts';
import { utcClock } from './clock';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The time axis' labels for the en-US locale, as lightweight-charts' own formatter writes them (`toLocaleString` of
 * the time's UTC fields: '2026', 'Nov', '29', '09:30', '09:30:15'), without Intl: the first Intl call of a page sets up
 * ICU's locale data, 60–120 ms of one task at 4x CPU slowdown, and on a quote page the chart's labels were the only
 * other user (docs/decisions.md, "First frames"). Another locale, or a business-day time, gets the library's own
 * (null). tick-marks.test.ts holds it to the library's formatter.
 */
export function englishTickMark(time: Time, type: TickMarkType, locale: string): string | null {
  if (locale !== 'en-US' || typeof time !== 'number') return null;
  const d = new Date(time * 1000);
  switch (type) {
    case TickMarkType.Year:
      return String(d.getUTCFullYear());
    case TickMarkType.Month:
      return MONTHS[d.getUTCMonth()] ?? null;
    case TickMarkType.DayOfMonth:
      return String(d.getUTCDate());
    case TickMarkType.Time:
      return utcClock(time);
    case TickMarkType.TimeWithSeconds:
      return utcClock(time, true);
    default:
      return null;
  }
}
