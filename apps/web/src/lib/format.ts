/**
 * Display formats of docs/product.md §9, on decimal strings without floating point: truncation to 2 decimals by default,
 * a plus sign on positive signed values, dates MM/DD/YYYY and times hh:mm.
 */
import { decimalOf, signOf } from './decimal';
import { formatDateTime } from './date-time';
import { localizeSeparators } from './locale';

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

/** A quantity (shares, units, contracts, lots), grouped: 100000 → '100,000' (Indonesian '100.000'). */
export const formatQuantity = (value: number | string): string => group(String(value));

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
  return formatPercent(value, { signed: true });
}

export interface PercentStyle {
  /** A plus sign on a positive value ('+5.25%'). */
  signed?: boolean;
  /** Decimals, truncated and padded (2 by default), or 'exact': as many as the value has ('20%', '12.5%'). */
  places?: number | 'exact';
  /** The value is a fraction ('0.0525' is 5.25%), not a number of percent. */
  fraction?: boolean;
  /** Thousands separators (the default); the margin level has always been written without ('1280.12%'). */
  grouped?: boolean;
}

/**
 * The one writer of a percentage, from a decimal string: '182.14' → '182.14%' (Indonesian '182,14%'), grouped and with
 * the language's separators like every other figure; '--' for text that is not a number. Exact (no floating point).
 */
export function formatPercent(value: string | null | undefined, style: PercentStyle = {}): string {
  const { signed = false, places = 2, fraction = false, grouped = true } = style;
  const read = decimalOf(value ?? undefined);
  if (!read) return PLACEHOLDER;
  const percent = fraction ? read.mul(100) : read;
  const body = places === 'exact' ? percent.toString() : percent.round(places, 'down').toFixed(places);
  const text = grouped ? group(body) : localizeSeparators(body);
  return `${signed && signOf(body) > 0 ? '+' : ''}${text}%`;
}

/** A rate the server sends as a fraction ('0.125', a loan's rate, a profit share, a discount) as the exact percentage it is: '12.5%'. */
export const formatRate = (rate: string): string => formatPercent(rate, { fraction: true, places: 'exact' });

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

/**
 * MM/DD/YYYY from epoch ms, or from a calendar day the server wrote, ISO 'YYYY-MM-DD' or §9's 'MM/DD/YYYY' (kept as
 * that day); the language's order otherwise (lib/date-time.ts's rule). Other text is shown as it is.
 */
export function formatDate(value: number | string | undefined): string {
  if (value === undefined || value === '') return PLACEHOLDER;
  if (typeof value === 'string') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    const english = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
    const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : english ? [english[3], english[1], english[2]] : [];
    if (!year) return value;
    const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
    return formatDateTime(ms, { parts: 'date', utc: true, separator: '/' });
  }
  return formatDateTime(value, { parts: 'date', separator: '/' });
}

/** hh:mm (24-hour) from epoch ms, in the device's time zone. */
export function formatTime(ms: number): string {
  return formatDateTime(ms, { parts: 'time' });
}
