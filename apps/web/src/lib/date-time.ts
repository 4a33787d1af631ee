import { dateTimeFormat, formatLocale, isEnglishFormat } from './locale';

const pad = (n: number) => String(n).padStart(2, '0');

/** How much of an instant to write, and how to read it. */
export interface DateTimeStyle {
  /** The date with hh:mm:ss (the default), with hh:mm, the date alone or hh:mm alone. */
  parts?: 'seconds' | 'minutes' | 'date' | 'time';
  /** Read the instant's UTC fields, not the device's time zone (a UTC time, a candle's trade date, a New York wall clock). */
  utc?: boolean;
  /** English only: what stands between month, day and year, '-' (MM-DD-YYYY, the default) or '/' (MM/DD/YYYY). */
  separator?: '-' | '/';
}

const INTL_PARTS = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  minutes: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  seconds: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One Intl formatter per language and style, made when first used (a quote's time is written at every tick). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function intlFormat(parts: keyof typeof INTL_PARTS, utc: boolean): Intl.DateTimeFormat {
  const key = `${formatLocale.get()} ${parts} ${utc}`;
  let format = formatters.get(key);
  if (!format) {
    format = dateTimeFormat(utc ? { ...INTL_PARTS[parts], timeZone: 'UTC' } : INTL_PARTS[parts]);
    formatters.set(key, format);
  }
  return format;
}

/**
 * The one rule for writing an instant (epoch ms). English keeps docs/product.md §9's month first, MM-DD-YYYY hh:mm:ss
 * (or MM/DD/YYYY), 24-hour, built from the date's fields without Intl (a quote page sets up no Intl formatter in
 * English, docs/decisions.md "First frames"). Another language writes the parts in its own order through Intl:
 * Indonesian 24/11/2026, 14.03.05, Traditional Chinese 2026/11/24 14:03:05 (an Indonesian reads 11-24 as the 11th).
 */
export function formatDateTime(ms: number, style: DateTimeStyle = {}): string {
  const { parts = 'seconds', utc = false, separator = '-' } = style;
  // Intl's own spaces (Chinese puts a thin space between date and time) as plain ones, the same in every engine.
  if (!isEnglishFormat()) return intlFormat(parts, utc).format(ms).replace(/\s/g, ' ');
  const d = new Date(ms);
  const [hours, minutes, seconds] = utc
    ? [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    : [d.getHours(), d.getMinutes(), d.getSeconds()];
  const clock = `${pad(hours)}:${pad(minutes)}`;
  if (parts === 'time') return clock;
  const [year, month, day] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate()];
  const date = [pad(month), pad(day), year].join(separator);
  if (parts === 'date') return date;
  return parts === 'minutes' ? `${date} ${clock}` : `${date} ${clock}:${pad(seconds)}`;
}

/** The device's IANA time zone, for calls that format times on the server ('UTC' when unknown). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
