/**
 * Display formats of docs/product.md §9, on decimal strings without floating point: truncation to 2 decimals by default,
 * a plus sign on positive signed values, dates MM/DD/YYYY and times hh:mm.
 */
import { decimalOf, signOf } from './decimal';
import { dateTimeFormat, isEnglishFormat, localizeSeparators } from './locale';

const PLACEHOLDER = '--';

/** Truncates (never rounds) to `places` decimals and pads with zeros: '12.345' → '12.34', '7' → '7.00'. */
export function truncate(value: string, places = 2): string {
  return decimalOf(value)?.round(places, 'down').toFixed(places) ?? PLACEHOLDER;
}

/** Thousands separators on the integer part: '42544.22' → '42,544.22' (in Indonesian '42.544,22'). */
export function group(value: string): string {
  return localizeSeparators(groupEnglish(value));
}

function groupEnglish(value: string): string {
  const [int = '', frac] = value.split('.');
  const sign = int.startsWith('-') || int.startsWith('+') ? int[0] : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** A price as sent (tick-exact), with thousands separators. */
export function formatPrice(value: string | undefined): string {
  return value !== undefined && decimalOf(value) ? group(value.trim()) : PLACEHOLDER;
}

/** A signed amount: '+1.25', '-0.30', '0.00' (truncated to `places`). */
export function formatSigned(value: string | undefined, places = 2): string {
  if (value === undefined) return PLACEHOLDER;
  const body = truncate(value, places);
  if (body === PLACEHOLDER) return body;
  return signOf(body) > 0 ? `+${group(body)}` : group(body);
}

/** The places a price is written with: as sent ('1.08235' has 5), at least 2. */
export const pricePlaces = (price: string | undefined): number => Math.max(2, price?.split('.')[1]?.length ?? 2);

/** A signed change with the places of its price: '+0.0012' stays exact for forex, '+1.25' for stocks. */
export function formatChange(value: string | undefined, price?: string): string {
  return formatSigned(value, pricePlaces(price));
}

/** A change ratio in percent: '+1.23%'. */
export function formatRatio(value: string | undefined): string {
  const signed = formatSigned(value, 2);
  return signed === PLACEHOLDER ? signed : `${signed}%`;
}

const UNITS = [
  { digits: 12, suffix: 'T' },
  { digits: 9, suffix: 'B' },
  { digits: 6, suffix: 'M' },
  { digits: 3, suffix: 'K' },
] as const;

/** A quantity in short form, truncated: '12345678' → '12.34M', '950' → '950'. */
export function formatVolume(value: string | undefined): string {
  const quantity = decimalOf(value);
  if (!quantity || quantity.isNegative()) return PLACEHOLDER;
  const int = quantity.round(0, 'down').toString();
  for (const unit of UNITS) {
    if (int.length > unit.digits) {
      const head = int.slice(0, int.length - unit.digits);
      const tail = int.slice(int.length - unit.digits, int.length - unit.digits + 2);
      return localizeSeparators(`${head}.${tail}${unit.suffix}`);
    }
  }
  return int;
}

const pad = (n: number) => String(n).padStart(2, '0');

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** MM/DD/YYYY from epoch ms, or from an ISO date 'YYYY-MM-DD' (kept as that calendar day); the language's order otherwise. */
export function formatDate(value: number | string | undefined): string {
  if (value === undefined || value === '') return PLACEHOLDER;
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!m) return value;
    if (isEnglishFormat()) return `${m[2]}/${m[3]}/${m[1]}`;
    return dateTimeFormat({ ...DAY, timeZone: 'UTC' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  if (!isEnglishFormat()) return dateTimeFormat(DAY).format(value);
  const d = new Date(value);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

/** hh:mm (24-hour) from epoch ms, in the device's time zone. */
export function formatTime(ms: number): string {
  if (!isEnglishFormat()) return dateTimeFormat({ hour: '2-digit', minute: '2-digit' }).format(ms);
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
