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

/** The device's IANA time zone, for calls that format times on the server ('UTC' when unknown). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
