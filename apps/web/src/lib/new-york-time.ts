/**
 * New York's wall-clock time at the instant `ms` (epoch ms), as epoch ms whose UTC fields read as New York's: the
 * quote header's time and the quote chart's time axis (both say New York time). index.html's head script takes this
 * function as written (`toString`, apps/web/first-frames.ts) beside `newYorkDateTime`, so it uses nothing from outside
 * itself.
 *
 * Computed from the US daylight-saving rule rather than with Intl: the first Intl formatter of a page sets up ICU's
 * locale and time-zone data, 60–120 ms of one task at 4x CPU slowdown, and on a quote page nothing else needs Intl
 * (docs/decisions.md, "First frames"). The rule, in force since 2007: Eastern Daylight Time (UTC-4) from the second
 * Sunday of March at 2:00 (07:00 UTC) to the first Sunday of November at 2:00 (06:00 UTC), Eastern Standard Time
 * (UTC-5) otherwise. Instants before 2007 go through Intl. new-york-time.test.ts holds it to Intl's answer.
 */
export function newYorkWallClock(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  if (!(year >= 2007)) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(ms);
    const w: Record<string, number> = {};
    for (let i = 0; i < parts.length; i++) w[parts[i]!.type] = Number(parts[i]!.value);
    return Date.UTC(w.year!, w.month! - 1, w.day, w.hour, w.minute, w.second, ((ms % 1000) + 1000) % 1000);
  }
  // The day of `month` (0-based) of the first Sunday on or after its day `from`.
  const sunday = function (month: number, from: number) {
    return from + ((7 - new Date(Date.UTC(year, month, from)).getUTCDay()) % 7);
  };
  const daylight = ms >= Date.UTC(year, 2, sunday(2, 8), 7) && ms < Date.UTC(year, 10, sunday(10, 1), 6);
  return ms - (daylight ? 4 : 5) * 3600000;
}

/**
 * A quote's New York time, 'MM-DD-YYYY HH:mm:ss' (24-hour), from epoch ms: the quote header's (features/quote) and the
 * quote frame's, which index.html's head script fills before the app has started (app/quote-frame.ts). The page's
 * script defines `newYorkWallClock` beside it.
 */
export function newYorkDateTime(ms: number): string {
  const pad = function (n: number) {
    return (n < 10 ? '0' : '') + n;
  };
  const local = new Date(newYorkWallClock(ms));
  return (
    pad(local.getUTCMonth() + 1) +
    '-' +
    pad(local.getUTCDate()) +
    '-' +
    local.getUTCFullYear() +
    ' ' +
    pad(local.getUTCHours()) +
    ':' +
    pad(local.getUTCMinutes()) +
    ':' +
    pad(local.getUTCSeconds())
  );
}
