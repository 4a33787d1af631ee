import { dateTimeFormat, isEnglishFormat } from './locale';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The MM-DD-YYYY hh:mm:ss of docs/product.md §9 (24-hour) from epoch ms, in the device's time zone; in another
 * language its own order of day, month and year.
 */
export function formatDateTime(ms: number): string {
  if (!isEnglishFormat()) {
    const parts = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
    return dateTimeFormat(Object.fromEntries(parts.map((p) => [p, p === 'year' ? 'numeric' : '2-digit']))).format(ms);
  }
  const d = new Date(ms);
  const date = `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${d.getFullYear()}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter per time zone, made once: a quote's time stamp is written on every tick, and making an Intl formatter
 * costs far more than using one. Intl rather than the domain's wallTime: importing the domain here put all of it in
 * the first load.
 */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The same format in an IANA time zone (a quote's New York time whatever the device's zone). */
export function formatDateTimeIn(ms: number, timeZone: string): string {
  const parts = zoneFormat(timeZone).formatToParts(ms);
  const w = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${w.month}-${w.day}-${w.year} ${w.hour}:${w.minute}:${w.second}`;
}

/** The device's IANA time zone, for calls that format times on the server ('UTC' when unknown). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
