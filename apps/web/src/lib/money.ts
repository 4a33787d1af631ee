/**
 * Money on decimal strings, exactly (docs/design.md §4): sums by scaled bigint, display by docs/product.md §9 truncation.
 * Never floating point.
 */
import { group, truncate } from './format';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** The exact sum of decimal strings ('10.5' + '0.25' = '10.75'); text that is not a number counts as zero. */
export function sumDecimals(values: readonly string[]): string {
  const parsed = values.map((v) => DECIMAL.exec(v.trim())).filter((m) => m !== null);
  const places = Math.max(0, ...parsed.map((m) => (m[3] ?? '').length));
  let total = 0n;
  for (const m of parsed) {
    const scaled = BigInt(`${m[2] ?? '0'}${(m[3] ?? '').padEnd(places, '0')}`);
    total += m[1] === '-' ? -scaled : scaled;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${int}${frac}`;
}

/** An amount as a user types it: digits with at most `places` decimals ('12', '12.5', '12.50'). */
export function isAmountInput(value: string, places = 2): boolean {
  const pattern = places > 0 ? new RegExp(`^\\d+(\\.\\d{1,${places}})?$`) : /^\d+$/;
  return pattern.test(value.trim());
}

/** '1234.5' → '1,234.50' (truncated to 2 decimals, docs/product.md §9). */
export const formatMoney = (value: string): string => group(truncate(value));

/** What a masked amount shows (docs/product.md §9: five asterisks). */
export const MASKED_AMOUNT = '*****';
